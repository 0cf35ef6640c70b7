/**
 * `npm run test:mutation [flow…]`: one StrykerJS run over machines/ (or over the flows named: folders of machines/,
 * or a top-level file), which leaves its report and incremental file under .data/mutation/<flows>/ (`all` for the
 * whole of machines/). Then prints the score per file and in total, each file from the newest report that has it.
 * `--report` only prints. `--force` tests every mutant again instead of reusing the incremental file's results: needed
 * after a change to tests alone, as Stryker reuses a static mutant's result while its code is unchanged.
 * See docs/testing.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

type MutantStatus = 'Killed' | 'Timeout' | 'Survived' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Ignored';
type Report = { files: Record<string, { mutants: { status: MutantStatus }[] }> };

const root = path.resolve(import.meta.dirname, '../..');
const reports = path.join(root, '.data/mutation');

const allFlows = () =>
  readdirSync(path.join(root, 'machines'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.name.endsWith('.ts'))
    .map((entry) => entry.name);

function run(flows: string[], force: boolean) {
  const started = Date.now();
  const result = spawnSync('npx', ['stryker', 'run', ...(force ? ['--force'] : [])], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, MUTATE_FLOW: flows.join(',') },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${flows.length > 0 ? flows.join(', ') : 'machines/'}: ${result.status === 0 ? 'done' : 'failed'} in ${seconds} s`,
  );
  return result.status === 0;
}

type Tally = { killed: number; timeout: number; survived: number; noCoverage: number; ignored: number };

function tally(statuses: MutantStatus[]): Tally {
  const count = (...wanted: MutantStatus[]) => statuses.filter((status) => wanted.includes(status)).length;
  return {
    killed: count('Killed'),
    timeout: count('Timeout'),
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    ignored: count('Ignored'),
  };
}

/** Timeouts count as killed; survivors without coverage count as survived; ignored (equivalent) ones not at all. */
const score = ({ killed, timeout, survived, noCoverage }: Tally) => {
  const valid = killed + timeout + survived + noCoverage;
  return valid === 0 ? 100 : ((killed + timeout) / valid) * 100;
};

/** Every file's mutants, from the newest report that has the file. */
function newestStatuses() {
  const runs = (existsSync(reports) ? readdirSync(reports) : [])
    .map((run) => path.join(reports, run, 'report.json'))
    .filter((file) => existsSync(file))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
  const byFile = new Map<string, MutantStatus[]>();
  for (const file of runs) {
    const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
    for (const [name, { mutants }] of Object.entries(report.files)) {
      byFile.set(
        path.relative(root, path.resolve(root, name)),
        mutants.map((mutant) => mutant.status),
      );
    }
  }
  return byFile;
}

function printScores() {
  const rows = [...newestStatuses().entries()].sort(([a], [b]) => a.localeCompare(b));
  const cells = (t: Tally) =>
    Object.entries({
      'score %': score(t).toFixed(2),
      killed: t.killed,
      timeout: t.timeout,
      survived: t.survived,
      'no cov': t.noCoverage,
      ignored: t.ignored,
    });
  const line = (name: string, t: Tally) =>
    [name.padEnd(56), ...cells(t).map(([column, value]) => String(value).padStart(column.length))].join(' ');
  console.log(['file'.padEnd(56), ...cells(tally([])).map(([column]) => column)].join(' '));
  for (const [name, statuses] of rows) console.log(line(name, tally(statuses)));
  console.log(line('total', tally(rows.flatMap(([, statuses]) => statuses))));
  const reported = rows.map(([name]) => name);
  const missing = allFlows().filter(
    (flow) => !reported.some((name) => name === `machines/${flow}` || name.startsWith(`machines/${flow}/`)),
  );
  if (missing.length > 0) console.log(`not run yet: ${missing.join(', ')}`);
  console.log(`HTML reports: .data/mutation/<flows>/index.html`);
}

const options = ['--report', '--force'];
const args = process.argv.slice(2);
const flows = args.filter((arg) => !options.includes(arg));
const unknown = flows.filter((arg) => !allFlows().includes(arg));
if (unknown.length > 0) {
  console.error(`not a flow of machines/: ${unknown.join(', ')} (flows: ${allFlows().join(', ')})`);
  process.exit(2);
}
if (!args.includes('--report') && !run(flows, args.includes('--force'))) process.exitCode = 1;
printScores();
