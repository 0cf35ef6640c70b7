// The types of vitest-load-failures.mjs, a plain module because Stryker loads its plugins with Node's own import.
export interface TestFileOutcome {
  name: string;
  result?: { state: string; errors?: { message?: string }[] };
}
export interface MutantRunner {
  ctx: { state: { getFiles(): TestFileOutcome[] } };
  mutantRun(options: unknown): Promise<{ status: string; nrOfTests?: number }>;
}
export declare function countFileFailuresAsKilled<Runner extends MutantRunner>(runner: Runner): Runner;
export declare const strykerPlugins: unknown[];
