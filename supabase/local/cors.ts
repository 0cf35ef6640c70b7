import { cors } from 'hono/cors';

const origin = '*';
const exposeHeaders = [
  'Content-Range',
  'X-Supabase-Api-Version',
  'Range-Unit',
  'Content-Location',
  'Location',
  'Preference-Applied',
  'X-Total-Count',
  'Link',
];

/**
 * CORS as Supabase answers it: any origin, preflight 204 echoing the requested headers, and the response
 * headers supabase-js reads exposed (without X-Supabase-Api-Version, auth-js loses error.code in browsers).
 */
export const supabaseCors = cors({
  origin,
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'],
  exposeHeaders,
  maxAge: 3600,
});

/** What supabaseCors adds to every answer but a preflight's, for a handler that answers without Hono. */
export const corsAnswerHeaders = {
  'Access-Control-Allow-Origin': origin,
  'Access-Control-Expose-Headers': exposeHeaders.join(','),
};
