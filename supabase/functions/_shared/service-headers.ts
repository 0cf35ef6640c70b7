/** The headers that call PostgREST with the service-role key. */
export function serviceHeaders(serviceRoleKey: string): Record<string, string> {
  // A legacy service-role key is a JWT and goes in Authorization too; a new secret key (sb_secret_…) only as apikey.
  const headers: Record<string, string> = { apikey: serviceRoleKey, 'Content-Type': 'application/json' };
  if (serviceRoleKey.split('.').length === 3) headers['Authorization'] = `Bearer ${serviceRoleKey}`;
  return headers;
}
