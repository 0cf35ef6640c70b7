/**
 * `npm run paths -- list [flow] [text]`    every generated path, by name (only a flow's; only names containing text;
 *                                          with --browser only those a person can walk through the page)
 * `npm run paths -- show NAME`             its steps and the requirements checked at each
 * `npm run paths -- replay NAME`           replays it against the machine, ✓/✗ per step; exit 1 where it diverges
 * `npm run paths -- replay NAME --browser` replays it through the real page in Chromium (flows with a screen)
 * `npm run paths -- replay-all FLOW [--browser]` every path of a flow (with --browser, every one a person can walk)
 * The paths are the ones the path tests replay: tests/machines/<flow>.plan.ts walked by tests/support/machine-paths.ts.
 */
import { parseArgs } from 'node:util';
import { describePath, replayPath } from '../support/machine-paths';
import { browserFlows } from './browser/browser-flows';
import { replayInBrowserStack } from './browser/browser-stack';
import { loadPlans, namedPaths, stateLabel, type NamedPath } from './named-paths';
import { noSpecNote, printedSteps } from './path-steps';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    browser: { type: 'boolean', default: false },
    headed: { type: 'boolean', default: false },
    inspect: { type: 'boolean', default: false },
  },
});
const [command, ...rest] = positionals;

const usage = `usage: npm run paths -- list [flow] [text] [--browser]
       npm run paths -- show NAME
       npm run paths -- replay NAME [--browser [--headed] [--inspect]]
       npm run paths -- replay-all FLOW [--browser]`;

const plans = await loadPlans();

function allPaths(flow?: string): NamedPath[] {
  return plans.filter((plan) => flow === undefined || plan.flow === flow).flatMap((plan) => namedPaths(plan));
}

function find(name: string | undefined): NamedPath {
  const flow = name?.split(':')[0];
  const match = allPaths(flow).find((path) => path.name === name);
  if (name && match) return match;
  console.error(`No path named "${name ?? ''}". \`npm run paths -- list ${flow ?? ''}\` shows the names.`);
  process.exit(2);
}

function list(flow: string | undefined, text: string | undefined) {
  if (flow !== undefined && !plans.some((plan) => plan.flow === flow)) {
    console.error(`No flow "${flow}". Flows: ${plans.map((plan) => plan.flow).join(', ')}`);
    process.exit(2);
  }
  const walkable = (named: NamedPath) => {
    const screen = browserFlows[named.flow];
    return screen !== undefined && screen.cannotDo?.(named.path) === undefined;
  };
  const paths = allPaths(flow).filter(
    (path) => (text === undefined || path.name.includes(text)) && (!values.browser || walkable(path)),
  );
  for (const { name, path } of paths) console.log(`${name}\n    ${describePath(path)}`);
  console.log(`\n${paths.length} paths`);
}

function show(named: NamedPath) {
  console.log(`${named.name}  (${named.path.steps.length} steps)`);
  if (!named.plan.spec) console.log(noSpecNote);
  for (const step of printedSteps(named.plan, named.path)) {
    console.log(`\n  ${step.title}`);
    for (const check of step.checks) console.log(`      checks: ${check}`);
  }
}

function replay(named: NamedPath): boolean {
  const steps = printedSteps(named.plan, named.path);
  console.log(`${named.name}: replaying ${steps.length} steps against the machine`);
  if (!named.plan.spec) console.log(noSpecNote);
  let passed = 0;
  try {
    replayPath(named.plan, named.path, (index) => {
      const step = steps[index];
      console.log(`  ✓ ${step?.title ?? index + 1}`);
      for (const check of step?.checks ?? []) console.log(`        ${check}`);
      passed = index + 1;
    });
  } catch (error) {
    const step = named.path.steps[passed];
    console.log(`  ✗ ${steps[passed]?.title ?? passed + 1}`);
    console.log(
      `\nDiverged at step ${passed + 1} of ${steps.length}, expected to end in ${step ? stateLabel(step.state.value) : '?'}:`,
    );
    console.log(error instanceof Error ? error.message : String(error));
    return false;
  }
  console.log(`\nAll ${steps.length} steps passed.`);
  return true;
}

/** One line per path; the failure's message under a path that diverges. */
function replayQuietly(named: NamedPath): boolean {
  try {
    replayPath(named.plan, named.path);
    console.log(`✓ ${named.name}`);
    return true;
  } catch (error) {
    console.log(`✗ ${named.name}\n${error instanceof Error ? error.message : String(error)}\n`);
    return false;
  }
}

switch (command) {
  case 'list':
    list(rest[0], rest[1]);
    break;
  case 'show':
    show(find(rest[0]));
    break;
  case 'replay': {
    const named = find(rest[0]);
    if (!values.browser) process.exit(replay(named) ? 0 : 1);
    const flow = browserFlows[named.flow];
    if (!flow) {
      console.error(`No screen is mapped for ${named.flow}. Flows with one: ${Object.keys(browserFlows).join(', ')}`);
      process.exit(2);
    }
    const impossible = flow.cannotDo?.(named.path);
    if (impossible) {
      console.error(`${named.name} cannot be walked through the page: ${impossible}`);
      process.exit(2);
    }
    process.exit((await replayInBrowserStack([named], { headed: values.headed, inspect: values.inspect })) ? 0 : 1);
    break;
  }
  case 'replay-all': {
    const flow = rest[0];
    const screen = flow === undefined ? undefined : browserFlows[flow];
    const paths = allPaths(flow).filter((named) => !values.browser || screen?.cannotDo?.(named.path) === undefined);
    if (flow === undefined || paths.length === 0 || (values.browser && !screen)) {
      console.error(
        `usage: npm run paths -- replay-all FLOW [--browser]; flows with a screen: ${Object.keys(browserFlows).join(', ')}`,
      );
      process.exit(2);
    }
    if (values.browser)
      process.exit((await replayInBrowserStack(paths, { headed: values.headed, inspect: false })) ? 0 : 1);
    const failed = paths.filter((named) => !replayQuietly(named));
    console.log(`\n${paths.length - failed.length} of ${paths.length} paths passed against the machine.`);
    process.exit(failed.length === 0 ? 0 : 1);
    break;
  }
  default:
    console.error(usage);
    process.exit(2);
}
