import { renderMermaid } from '@mermaid-js/mermaid-cli';
import puppeteer, { type Browser } from 'puppeteer';
import { chromiumPath } from '../support/chromium-path';

/**
 * Mermaid's own ids are made deterministic by `deterministicIds`, but it still draws some ids (parallel regions'
 * dividers) and the sketchy strokes of notes from Math.random, so each page gets a seeded one (mulberry32): the same
 * diagram renders to the same bytes on every run.
 */
const seededRandom = () => {
  let seed = 0x5eed;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * Renders Mermaid diagrams to SVG with mermaid-cli in Debian's Chromium (never a downloaded browser; see
 * `.puppeteerrc.json`), one page per diagram in one browser. Call `close` when done.
 */
export async function openSvgRenderer() {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const seededPages = {
    newPage: async () => {
      const page = await browser.newPage();
      await page.evaluateOnNewDocument(seededRandom);
      return page;
    },
  };
  return {
    async render(definition: string): Promise<string> {
      // renderMermaid only ever calls newPage on the browser it is given.
      const { data } = await renderMermaid(seededPages as unknown as Browser, definition, 'svg', {
        mermaidConfig: { deterministicIds: true, deterministicIDSeed: 'machine', handDrawnSeed: 1 },
      });
      return new TextDecoder().decode(data);
    },
    close: () => browser.close(),
  };
}
