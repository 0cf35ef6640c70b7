/**
 * `npm run test:mutation [flow…]`: StrykerJS over machines/, one flow (a folder of machines/, or a top-level
 * file) at a time, so each run loads only the tests that import that flow and leaves its own report and
 * incremental file under .data/mutation/<flow>/. Then prints the score per file and in total from every
 * flow's report. `--report` only prints. See docs/testing.md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type MutantStatus = 'Killed' | 'Timeout' | 'Survived' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Ignored';
type Report = { files: Record<string, { mutants: { status: MutantStatus }[] }> };

const root = path.resolve(import.meta.dirname, '../..');
const reports = path.join(root, '.data/mutation');

const allFlows = () =>
  readdirSync(path.join(root, 'machines'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || entry.name.endsWith('.ts'))
    .map((entry) => entry.name);

function runFlow(flow: string) {
  const started = Date.now();
  const result = spawnSync('npx', ['stryker', 'run'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MUTATE_FLOW: flow },
  });
  console.log(`${flow}: ${result.status === 0 ? 'done' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status === 0;
}

type Tally = { killed: number; timeout: number; survived: number; noCoverage: number; errors: number };

function tally(statuses: MutantStatus[]): Tally {
  const count = (...wanted: MutantStatus[]) => statuses.filter((status) => wanted.includes(status)).length;
  return {
    killed: count('Killed'),
    timeout: count('Timeout'),
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    errors: count('CompileError', 'RuntimeError'),
  };
}

/** Timeouts count as killed; survivors without coverage count as survived. */
const score = ({ killed, timeout, survived, noCoverage }: Tally) => {
  const valid = killed + timeout + survived + noCoverage;
  return valid === 0 ? 100 : ((killed + timeout) / valid) * 100;
};

function printScores() {
  const byFile = new Map<string, MutantStatus[]>();
  for (const flow of existsSync(reports) ? readdirSync(reports) : []) {
    const file = path.join(reports, flow, 'report.json');
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
    for (const [name, { mutants }] of Object.entries(report.files)) {
      byFile.set(
        path.relative(root, path.resolve(root, name)),
        mutants.map((mutant) => mutant.status),
      );
    }
  }
  const rows = [...byFile.entries()].sort(([a], [b]) => a.localeCompare(b));
  const line = (name: string, t: Tally) =>
    `${name.padEnd(52)} ${score(t).toFixed(2).padStart(7)} ${String(t.killed).padStart(7)} ${String(t.timeout).padStart(8)} ${String(t.survived).padStart(9)} ${String(t.noCoverage).padStart(7)}`;
  console.log(
    `${'file'.padEnd(52)} ${'score %'.padStart(7)} ${'killed'.padStart(7)} ${'timeout'.padStart(8)} ${'survived'.padStart(9)} ${'no cov'.padStart(7)}`,
  );
  for (const [name, statuses] of rows) console.log(line(name, tally(statuses)));
  console.log(line('total', tally(rows.flatMap(([, statuses]) => statuses))));
  const missing = allFlows().filter((flow) => !existsSync(path.join(reports, flow, 'report.json')));
  if (missing.length > 0) console.log(`not run yet: ${missing.join(', ')}`);
  console.log(`HTML reports: .data/mutation/<flow>/index.html`);
}

const args = process.argv.slice(2);
if (!args.includes('--report')) {
  const flows = args.length > 0 ? args : allFlows();
  const failed = flows.filter((flow) => !runFlow(flow));
  if (failed.length > 0) process.exitCode = 1;
}
printScores();
