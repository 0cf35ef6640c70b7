import { createHash } from 'node:crypto';
import type { InlineHashes } from './security-headers.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types a browser runs; data blocks such as application/ld+json are never executed, so need no hash. */
const executable = /^(|module|text\/javascript|application\/javascript)$/i;

// The HTML is the build's own output, so plain patterns read it; each script or style body is hashed as written.
const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const styleTag = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const styleAttribute = /<[a-z][^>]*?\sstyle="([^"]*)"/gi;
const typeAttribute = /\stype=["']?([^"'\s>]*)/i;

const entities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };
const decode = (value: string) =>
  value.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, name: string) => entities[name] ?? _);

/** The CSP hash sources for every inline script, style element and style attribute in the given HTML pages. */
export function inlineHashes(pages: string[]): InlineHashes {
  const found: InlineHashes = { scripts: [], styles: [], styleAttributes: [] };
  for (const html of pages) {
    for (const [, attributes = '', body = ''] of html.matchAll(scriptTag)) {
      const type = typeAttribute.exec(attributes)?.[1] ?? '';
      if (!/\ssrc=/i.test(attributes) && executable.test(type)) found.scripts.push(hash(body));
    }
    for (const [, body = ''] of html.matchAll(styleTag)) found.styles.push(hash(body));
    for (const [, value = ''] of html.matchAll(styleAttribute)) found.styleAttributes.push(hash(decode(value)));
  }
  const unique = (list: string[]) => [...new Set(list)].sort();
  return {
    scripts: unique(found.scripts),
    styles: unique(found.styles),
    styleAttributes: unique(found.styleAttributes),
  };
}
