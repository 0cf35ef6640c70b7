import { cors } from 'hono/cors';

/**
 * CORS as Supabase answers it: any origin, preflight 204 echoing the requested headers, and the response
 * headers supabase-js reads exposed (without X-Supabase-Api-Version, auth-js loses error.code in browsers).
 */
export const supabaseCors = cors({
  origin: '*',
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'],
  exposeHeaders: [
    'Content-Range',
    'X-Supabase-Api-Version',
    'Range-Unit',
    'Content-Location',
    'Location',
    'Preference-Applied',
    'X-Total-Count',
    'Link',
  ],
  maxAge: 3600,
});
