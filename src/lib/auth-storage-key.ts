/**
 * Where supabase-js keeps a staff session in localStorage. Namespaced so a staff session never collides with another
 * Supabase app on the same origin; the site tracker checks it to send nothing from a signed-in admin.
 */
export const authStorageKey = 'ringwise-admin-auth';
