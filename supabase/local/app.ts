import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { supabaseCors } from './cors';
import { errorReceiverRoutes } from './error-receiver';
import { PostgrestError, postgrestError } from './errors';
import { AuthError, apiVersionHeader } from './gotrue/auth-error';
import type { AuthRateLimits } from './gotrue/rate-limits';
import { gotrueRoutes } from './gotrue/routes';
import { restPrefix } from './postgrest/request-info';
import { postgrestRoutes } from './postgrest/routes';
import type { SchemaCache } from './postgrest/schema-cache';

export const maxBodyBytes = 1024 * 1024;

export type AppDeps = {
  db: PGlite;
  schema: SchemaCache;
  jwtSecret: string;
  authRateLimits: AuthRateLimits;
  log: ((line: string) => void) | null;
};

/** The stand-in's HTTP surface: Supabase's /rest/v1 and /auth/v1 subsets behind its CORS and body limit. */
export function createApp({ db, schema, jwtSecret, authRateLimits, log }: AppDeps): Hono {
  const app = new Hono();
  if (log) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
    });
  }
  app.use(supabaseCors);
  app.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      // The rest of the body is never read, so the connection cannot carry another request: close it.
      onError: (c) =>
        errorResponse(
          c,
          new PostgrestError(
            413,
            {
              code: 'PGRST413',
              details: `The request body is larger than ${maxBodyBytes} bytes.`,
              hint: null,
              message: 'Payload Too Large',
            },
            { Connection: 'close' },
          ),
        ),
    }),
  );
  app.route(restPrefix, postgrestRoutes({ db, schema, jwtSecret }));
  app.route('/auth/v1', gotrueRoutes({ db, jwtSecret, rateLimits: authRateLimits }));
  // Not Supabase's: where local builds send their error reports (docs/errors.md).
  app.route('/', errorReceiverRoutes());
  app.notFound((c) =>
    errorResponse(
      c,
      c.req.path.startsWith('/auth/v1/')
        ? new AuthError(404, 'not_found', 'Not Found')
        : postgrestError(404, 'PGRST125', `Invalid path specified in request URL: ${c.req.path}`),
    ),
  );
  app.onError((error, c) => errorResponse(c, error));
  return app;
}

// Every failure gets a body in the shape its API uses; anything unexpected is a 500 and the server carries on.
function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof PostgrestError) return c.json(error.body, statusCode(error.status), error.headers);
  if (error instanceof AuthError) return c.json(error.body, statusCode(error.status), apiVersionHeader);
  console.error(`Unexpected error on ${c.req.method} ${c.req.path}:`, error);
  const message = error instanceof Error ? error.message : String(error);
  if (c.req.path.startsWith('/auth/v1')) {
    return c.json(new AuthError(500, 'unexpected_failure', message).body, 500, apiVersionHeader);
  }
  return c.json({ code: 'XX000', details: null, hint: null, message }, 500);
}

// Hono types statuses as a union of literals; every status used here is an HTTP error status, which has a body.
function statusCode(status: number) {
  return status as ContentfulStatusCode;
}
