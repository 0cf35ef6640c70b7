import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSiteAddress } from '../../src/i18n/locale-path';

/** Every full path the router knows, read from the generated route tree (`$id` becomes a sample segment). */
function routerPaths(): string[] {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8');
  const union = /fullPaths:\s*((?:\s*\|\s*'[^']*')+)/.exec(tree)?.[1] ?? '';
  return [...union.matchAll(/'([^']*)'/g)].map(([, path = '']) => path.replace(/\$\w+/g, 'sample'));
}

describe('the list of addresses the hosts serve as pages', () => {
  it('holds every page the router renders, so no real page is answered 404', () => {
    const paths = routerPaths();
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(isSiteAddress(path), path).toBe(true);
  });

  it('holds the public pages in every language and the staff screens in English only', () => {
    expect(isSiteAddress('/es/roi/report')).toBe(true);
    expect(isSiteAddress('/de/ai-phone-caller/ada')).toBe(true);
    expect(isSiteAddress('/es/admin/growth')).toBe(false);
    expect(isSiteAddress('/xx/roi')).toBe(false);
  });
});
