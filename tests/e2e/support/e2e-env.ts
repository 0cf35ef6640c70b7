/**
 * Where the end-to-end stack listens. Ports differ from `npm start`'s so tests can run while a
 * developer's site is up; E2E_API_PORT / E2E_SITE_PORT let parallel runs on one machine coexist.
 */
export const e2eApiPort = Number(process.env['E2E_API_PORT'] ?? 54331);
export const e2eSitePort = Number(process.env['E2E_SITE_PORT'] ?? 4174);
export const e2eApiUrl = `http://127.0.0.1:${e2eApiPort}`;
export const e2eSiteUrl = `http://127.0.0.1:${e2eSitePort}`;
export const e2eOutDir = `.data/e2e-dist-${e2eSitePort}`;
