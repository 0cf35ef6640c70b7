import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumPath, headlessShellPath } from '../../support/chromium-path';
import { repoRoot } from '../../docs/machine-files';
import e2eConfig from '../../e2e/playwright.config';
import { fakeMicrophoneLaunchOptions } from '../../e2e/support/voice-browser';
import type { NamedPath } from '../named-paths';
import { replayInBrowser } from './replay-in-browser';

/**
 * Where `replay --browser` runs the site. PATHS_SITE_URL: an already running site (its stand-in too), nothing is
 * started; otherwise the stand-in (in memory) and the site are started the way the end-to-end tests start them, on
 * PATHS_API_PORT / PATHS_SITE_PORT, and stopped afterwards.
 */
const apiPort = Number(process.env['PATHS_API_PORT'] ?? 54336);
const sitePort = Number(process.env['PATHS_SITE_PORT'] ?? 4176);

export type BrowserReplayOptions = { headed: boolean; inspect: boolean };

/**
 * Replays the paths in Chromium, each in a fresh browser context. One path prints every step; several print one
 * line each, and the steps of those that diverge. True when all passed.
 */
export async function replayInBrowserStack(paths: NamedPath[], options: BrowserReplayOptions): Promise<boolean> {
  const given = process.env['PATHS_SITE_URL'];
  const stack = given ? undefined : startStack(options.inspect);
  try {
    const baseURL = given ?? (await stack?.ready) ?? '';
    // The voice page's call asks for the microphone: a fake one, granted without a prompt, as in the voice specs.
    const browser = await chromium.launch({
      ...fakeMicrophoneLaunchOptions(),
      executablePath: options.headed ? chromiumPath : headlessShellPath,
      headless: !options.headed,
    });
    try {
      let failed = 0;
      for (const named of paths) {
        const context = await browser.newContext({ baseURL });
        const lines: string[] = [];
        const log = paths.length === 1 ? (line: string) => console.log(line) : (line: string) => lines.push(line);
        if (paths.length === 1)
          console.log(`${named.name}: replaying ${named.path.steps.length} steps in Chromium at ${baseURL}`);
        const passed = await replayInBrowser(await context.newPage(), named, log, {
          apiUrl: `http://127.0.0.1:${apiPort}`,
          inspect: options.inspect,
        });
        await context.close();
        if (!passed) failed++;
        if (paths.length > 1) console.log(passed ? `✓ ${named.name}` : `✗ ${named.name}\n${lines.join('\n')}\n`);
      }
      if (paths.length > 1) console.log(`\n${paths.length - failed} of ${paths.length} paths passed in the browser.`);
      return failed === 0;
    } finally {
      await browser.close();
    }
  } finally {
    stack?.stop();
  }
}

/** `supabase/local/stack.ts` as the e2e config runs it (a production build; `--dev` for the inspector). */
function startStack(dev: boolean) {
  const args = [
    'tsx',
    'supabase/local/stack.ts',
    '--memory',
    '--api-port',
    String(apiPort),
    '--site-port',
    String(sitePort),
  ];
  if (dev) args.push('--dev');
  else args.push('--out-dir', `.data/paths-dist-${sitePort}`);
  const child = spawn('npx', args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...(e2eConfig.webServer && !Array.isArray(e2eConfig.webServer) ? e2eConfig.webServer.env : {}),
      VITE_SUPABASE_URL: `http://127.0.0.1:${apiPort}`,
    },
  });
  const url = `http://127.0.0.1:${sitePort}`;
  const ready = (async () => {
    console.log(`Starting the stand-in (:${apiPort}) and the site (${url})…`);
    for (let waited = 0; waited < 240_000; waited += 500) {
      if (child.exitCode !== null) throw new Error(`the site did not start (exit ${child.exitCode})`);
      const up = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return url;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the site did not answer at ${url} within 240 s`);
  })();
  // The stack runs in its own process group: npx, tsx and the server stop together.
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  return { ready, stop };
}
