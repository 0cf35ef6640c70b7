// A StrykerJS test runner (stryker.config.mjs: `testRunner`): the vitest runner, except that a mutant which makes a
// test file fail outside its tests is killed. The vitest runner counts only failed tests, and a test file whose import
// throws (a machine definition XState rejects, such as a parallel state made compound) has none, so it reported such
// a mutant as survived although every test of its machine failed.
import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';
import { MutantRunStatus } from '@stryker-mutator/api/test-runner';
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner';

const vitest = vitestPlugins.find((plugin) => plugin.kind === PluginKind.TestRunner && plugin.name === 'vitest');

/**
 * Test files of the last run that failed although none of their tests did (the runner would have reported the mutant
 * killed): a module threw while loading, or a hook failed.
 */
const failedFiles = (runner) => runner.ctx.state.getFiles().filter((file) => file.result?.state === 'fail');

/** Makes `runner.mutantRun` report a survivor as killed when one of its test files failed outside its tests. */
export function countFileFailuresAsKilled(runner) {
  const mutantRun = runner.mutantRun.bind(runner);
  runner.mutantRun = async (options) => {
    const result = await mutantRun(options);
    if (result.status !== MutantRunStatus.Survived) return result;
    const [failed] = failedFiles(runner);
    if (failed === undefined) return result;
    const error = failed.result.errors?.[0];
    return {
      status: MutantRunStatus.Killed,
      killedBy: [],
      failureMessage: `${failed.name} failed outside its tests: ${error?.message ?? 'unknown error'}`,
      nrOfTests: result.nrOfTests,
    };
  };
  return runner;
}

const createRunner = (injector) => countFileFailuresAsKilled(vitest.factory(injector));
createRunner.inject = tokens(commonTokens.injector);

export const strykerPlugins = [declareFactoryPlugin(PluginKind.TestRunner, 'vitest-load-failures', createRunner)];
