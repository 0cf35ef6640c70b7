/**
 * `npm test`: every check of the project, in stages, with the wall time of each printed at the end.
 *
 * Stages in one step run side by side when none fills the two cores alone (tsc and ESLint each use one; the
 * build waits on its prerender; the tests wait on servers and timers); the steps run one after another and the run
 * stops at the first step that fails.
 * The site is built once: the size budgets measure the same build the end-to-end stack serves. docs/testing.md
 * has the figures behind this plan.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { e2eApiPort, e2eOutDir, e2eSitePort } from '../e2e/support/e2e-env';
import { denoBin, denoEnv, edgeFunctionNames, entrypointOf, functionsConfig } from './edge-functions';

type Stage = { name: string; command: string[]; env?: Record<string, string> };
/** Stages run one after another; the lanes of a step run side by side. */
type Step = Stage[][];

const bin = (name: string) => `node_modules/.bin/${name}`;

const steps: Step[] = [
  // The route tree and the compiled messages are generated files that tsc, ESLint and the build all read.
  [
    [{ name: 'routes', command: [bin('tsr'), 'generate'] }],
    [{ name: 'messages', command: ['npm', 'run', '--silent', 'messages'] }],
  ],
  [
    [
      { name: 'typecheck', command: [bin('tsc'), '--noEmit'] },
      // The Edge Functions in Deno, as Supabase runs them: checked with the runtime's types, then each run against
      // a stand-in (docs/edge-functions.md). They follow tsc, whose lane is the shortest of the step without them.
      {
        name: 'deno check',
        command: [denoBin, 'check', '--config', functionsConfig, ...edgeFunctionNames().map(entrypointOf)],
        env: denoEnv,
      },
      { name: 'deno test', command: [bin('tsx'), 'tests/support/deno-tests.ts'] },
    ],
    [
      { name: 'format', command: [bin('prettier'), '--check', '--log-level', 'warn', '.'] },
      { name: 'lint', command: [bin('eslint'), '--config', 'tests/eslint.config.js', '--max-warnings', '0', '.'] },
    ],
    [
      {
        name: 'build',
        command: [
          bin('tsx'),
          'supabase/local/stack.ts',
          '--build-only',
          ...['--api-port', String(e2eApiPort), '--site-port', String(e2eSitePort), '--out-dir', e2eOutDir],
        ],
      },
      {
        name: 'size',
        command: [bin('size-limit'), '--config', 'tests/size/size-limit.config.ts'],
        env: { SIZE_DIST_DIR: e2eOutDir },
      },
      // The SQL tests on the real PostgreSQL server: the shortest lane of this step ends before typecheck, and the
      // server and its tests wait more than they compute.
      { name: 'SQL (PostgreSQL)', command: [bin('vitest'), 'run', '--project', 'db'] },
    ],
  ],
  // Every stage here spends most of its time waiting (for pages, stand-ins, timers, restarts): alone, the end-to-end
  // tests at two workers kept 0.6 of a core busy on average, vitest 0.8 and the reliability files 0.9 (CPU time over
  // wall time). Side by side they fill the cores that each leaves idle. The reliability files still run one at a time
  // among themselves: the alerts file, which waits out a 30 s outage and then delivers 600 messages on two servers,
  // missed its 120 s deadline beside the survival files at load 16. The unit and path files follow the browsers:
  // the lanes then end together, where the browsers' lane used to end 150 s before the other.
  [
    [
      { name: 'chromium', command: [bin('tsx'), 'tests/support/ensure-chromium.ts'] },
      {
        name: 'end-to-end',
        command: [bin('playwright'), 'test', '--config', 'tests/e2e/playwright.config.ts'],
        env: { E2E_PREBUILT: '1' },
      },
      { name: 'unit, paths', command: [bin('vitest'), 'run', '--project', 'unit', '--project', 'paths'] },
    ],
    [
      { name: 'API', command: [bin('vitest'), 'run', '--project', 'api'] },
      { name: 'reliability', command: [bin('vitest'), 'run', '--project', 'reliability'] },
    ],
  ],
];

type Timing = { name: string; seconds: number; ok: boolean };

/** Runs one stage; its output goes straight through when it runs alone, else is held and printed when it ends. */
function runStage(stage: Stage, alone: boolean): Promise<Timing> {
  const started = performance.now();
  const [command = '', ...args] = stage.command;
  const child = spawn(command, args, {
    env: { ...process.env, ...stage.env },
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let held = '';
  child.stdout?.on('data', (chunk: Buffer) => (held += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (held += chunk.toString()));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      const timing = { name: stage.name, seconds: (performance.now() - started) / 1000, ok: code === 0 };
      if (!alone) process.stdout.write(`\n── ${stage.name} ${timing.ok ? 'passed' : 'FAILED'}\n${held}`);
      resolve(timing);
    });
  });
}

async function runLane(lane: Stage[], alone: boolean): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const stage of lane) {
    const timing = await runStage(stage, alone);
    timings.push(timing);
    if (!timing.ok) break;
  }
  return timings;
}

const load = () => loadavg()[0]?.toFixed(1) ?? '?';
const seconds = (value: number) => `${value.toFixed(0).padStart(5)} s`;

const runStarted = performance.now();
const loadAtStart = load();
const timings: Timing[] = [];
let failed = false;
for (const step of steps) {
  const alone = step.length === 1;
  if (!alone) console.log(`\n── ${step.map((lane) => lane.map((stage) => stage.name).join(' → ')).join('  |  ')}`);
  const results = (await Promise.all(step.map((lane) => runLane(lane, alone)))).flat();
  timings.push(...results);
  failed = results.some((timing) => !timing.ok) || results.length < step.flat().length;
  if (failed) break;
}

const total = (performance.now() - runStarted) / 1000;
console.log('\nStage times (stages side by side overlap; the total is the wall time)\n');
for (const timing of timings)
  console.log(`  ${timing.name.padEnd(18)}${seconds(timing.seconds)}${timing.ok ? '' : '  FAILED'}`);
console.log(
  `  ${'total'.padEnd(18)}${seconds(total)}  (load average ${loadAtStart} at the start, ${load()} at the end)\n`,
);
process.exit(failed ? 1 : 0);
