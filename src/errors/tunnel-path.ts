/**
 * The same-origin path the SDK posts its envelopes to. `npm start`, `npm run dev` and the host configs forward it
 * to the Sentry ingest of the build's DSN (src/hosting/error-tunnel.ts), so ad-blockers leave reports alone and the
 * CSP's `connect-src` needs no Sentry host.
 */
export const errorTunnelPath = '/api/errors';
