// A StrykerJS test runner (stryker.config.mjs: `testRunner`): the vitest runner, except that a mutant which makes a
// test file fail to load is killed. The vitest runner counts only failed tests, and a test file whose import throws
// (a machine definition XState rejects, such as a parallel state made compound) has none, so it reported such a mutant
// as survived although every test of its machine failed.
import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';
import { MutantRunStatus } from '@stryker-mutator/api/test-runner';
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner';

const vitest = vitestPlugins.find((plugin) => plugin.kind === PluginKind.TestRunner && plugin.name === 'vitest');

/** Test files of the last run that failed without running a test: their module threw while loading. */
const unloadedFiles = (runner) =>
  runner.ctx.state.getFiles().filter((file) => file.result?.state === 'fail' && file.tasks.length === 0);

function createRunner(injector) {
  const runner = vitest.factory(injector);
  const mutantRun = runner.mutantRun.bind(runner);
  runner.mutantRun = async (options) => {
    const result = await mutantRun(options);
    if (result.status !== MutantRunStatus.Survived) return result;
    const [unloaded] = unloadedFiles(runner);
    if (unloaded === undefined) return result;
    const error = unloaded.result.errors?.[0];
    return {
      status: MutantRunStatus.Killed,
      killedBy: [],
      failureMessage: `${unloaded.name} did not load: ${error?.message ?? 'unknown error'}`,
      nrOfTests: result.nrOfTests,
    };
  };
  return runner;
}
createRunner.inject = tokens(commonTokens.injector);

export const strykerPlugins = [declareFactoryPlugin(PluginKind.TestRunner, 'vitest-load-failures', createRunner)];
