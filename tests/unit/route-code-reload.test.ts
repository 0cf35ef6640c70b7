import { describe, expect, it } from 'vitest';
import { leavingForReload } from '../../src/lib/route-code-reload';

/** sessionStorage as the page found it: only the keys matter. */
const storageWith =
  (...keys: string[]) =>
  () => ({ length: keys.length, key: (index: number) => keys[index] ?? null });

const missing = new TypeError(
  'Failed to fetch dynamically imported module: https://site.example/assets/roi_.report-1.js',
);

describe('a route whose code is missing', () => {
  it('is left to the next load when the router has not reloaded for it yet', () => {
    expect(leavingForReload(storageWith('other'))(missing)).toBe(true);
  });

  it('is reported by the load that follows the reload', () => {
    expect(leavingForReload(storageWith(`tanstack_router_reload:${missing.message}`))(missing)).toBe(false);
  });

  it('is reported when the page found no storage, where the router cannot reload', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(leavingForReload(blocked)(missing)).toBe(false);
  });

  it('another missing chunk than the one the router reloaded for is left to the next load too', () => {
    const reloadedFor = `tanstack_router_reload:${missing.message.replace('roi_.report-1', 'roi-1')}`;
    expect(leavingForReload(storageWith(reloadedFor))(missing)).toBe(true);
  });
});

describe('any other error', () => {
  it('is never left to a reload', () => {
    expect(leavingForReload(storageWith())(new Error('render failed'))).toBe(false);
    expect(leavingForReload(storageWith())('a string')).toBe(false);
    expect(leavingForReload(storageWith())(null)).toBe(false);
  });
});
