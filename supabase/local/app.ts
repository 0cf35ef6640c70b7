import type { PGlite } from '@electric-sql/pglite';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { supabaseCors } from './cors';
import { errorReceiverRoutes } from './error-receiver';
import { PostgrestError, postgrestError } from './errors';
import { AuthError, apiVersionHeader } from './gotrue/auth-error';
import { AuthMailer } from './gotrue/auth-mailer';
import type { AuthRateLimits } from './gotrue/rate-limits';
import { gotrueRoutes } from './gotrue/routes';
import { restPrefix } from './postgrest/request-info';
import { createIngestBatcher, type IngestRunner } from './postgrest/batched-calls';
import { postgrestRoutes } from './postgrest/routes';
import type { SchemaCache } from './postgrest/schema-cache';

export const maxBodyBytes = 1024 * 1024;

export type AppDeps = {
  db: PGlite;
  schema: SchemaCache;
  jwtSecret: string;
  authRateLimits: AuthRateLimits;
  log: ((line: string) => void) | null;
  /** The site events' batcher, when a handler outside the app shares it (server.ts's lean path). */
  runIngest?: IngestRunner;
  /** Where GoTrue's emails go; default: nowhere yet (sending fails as without a mail server). */
  authMailer?: AuthMailer;
  /** The Edge Functions the stand-in serves at /functions/v1/<name>, by name. */
  functions?: Record<string, Handler>;
  /** Not Supabase's: other handlers by path (the offline voice's provider stand-in). */
  routes?: Record<string, Handler>;
  /** Test servers only: see StandInOptions.parallelSignIns. */
  parallelSignIns?: boolean;
};

type Handler = (request: Request) => Response | Promise<Response>;

/** The line a request leaves in the log. */
export const requestLogLine = (method: string, path: string, status: number, started: number) =>
  `${method} ${path} ${status} ${(performance.now() - started).toFixed(1)}ms`;

/**
 * A body over maxBodyBytes. Unless told otherwise the answer closes the connection: what is left of a body refused
 * part way through has no end the server could find to read the next request from (announced-oversize.ts keeps
 * it open when it can).
 */
export const bodyTooLarge = (closesConnection = true) =>
  new PostgrestError(
    413,
    {
      code: 'PGRST413',
      details: `The request body is larger than ${maxBodyBytes} bytes.`,
      hint: null,
      message: 'Payload Too Large',
    },
    closesConnection ? { Connection: 'close' } : {},
  );

/**
 * The stand-in's HTTP surface: Supabase's /rest/v1 and /auth/v1 subsets and the Edge Functions it serves, behind its
 * CORS and body limit.
 */
export function createApp({
  db,
  schema,
  jwtSecret,
  authRateLimits,
  log,
  runIngest = createIngestBatcher(db),
  authMailer = new AuthMailer(),
  functions = {},
  routes = {},
  parallelSignIns = false,
}: AppDeps): Hono {
  const app = new Hono();
  if (log) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      log(requestLogLine(c.req.method, c.req.path, c.res.status, started));
    });
  }
  app.use(supabaseCors);
  app.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => errorResponse(c, bodyTooLarge()),
    }),
  );
  app.route(restPrefix, postgrestRoutes({ db, schema, jwtSecret, runIngest }));
  app.route(
    '/auth/v1',
    gotrueRoutes({ db, jwtSecret, rateLimits: authRateLimits, mailer: authMailer, parallelSignIns }),
  );
  for (const [name, handler] of Object.entries(functions)) {
    app.all(`/functions/v1/${name}`, (c) => handler(c.req.raw));
  }
  for (const [path, handler] of Object.entries(routes)) app.all(path, (c) => handler(c.req.raw));
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

function errorResponse(c: Context, error: unknown): Response {
  const answer = failureAnswer(c.req.method, c.req.path, error);
  return c.json(answer.body, statusCode(answer.status), answer.headers);
}

/**
 * Every failure gets a body in the shape its API uses (sent as JSON); anything unexpected is a 500 and the server
 * carries on.
 */
export function failureAnswer(
  method: string,
  path: string,
  error: unknown,
): { status: number; body: object; headers: Record<string, string> } {
  if (error instanceof PostgrestError) return { status: error.status, body: error.body, headers: error.headers };
  if (error instanceof AuthError) return { status: error.status, body: error.body, headers: apiVersionHeader };
  console.error(`Unexpected error on ${method} ${path}:`, error);
  const message = error instanceof Error ? error.message : String(error);
  if (path.startsWith('/auth/v1')) {
    return { status: 500, body: new AuthError(500, 'unexpected_failure', message).body, headers: apiVersionHeader };
  }
  return { status: 500, body: { code: 'XX000', details: null, hint: null, message }, headers: {} };
}

// Hono types statuses as a union of literals; every status used here is an HTTP error status, which has a body.
function statusCode(status: number) {
  return status as ContentfulStatusCode;
}
