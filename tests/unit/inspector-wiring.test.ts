import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: resolve(repoRoot, 'tests/eslint.config.js') });
  // The first lint loads the config, the parser and the resolver; the cases below then take milliseconds.
  await eslint.lintText('', { filePath: resolve(repoRoot, 'src/components/warm-up.tsx') });
}, 60_000);

async function inspectorErrors(source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(repoRoot, 'src/components/example.tsx') });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const header = `import { createActor } from 'xstate';
import { useActorRef } from '@xstate/react';
import { loginMachine } from '../../machines/login/login.machine';
import { actorOptions } from '../lib/inspector';
`;

// `?inspect` streams only actors created with the inspector's options; lint refuses any other (docs/testing.md).
describe('every actor in src/ is created so that ?inspect streams it', () => {
  it.each([
    ['createActor', 'export const a = createActor(loginMachine);'],
    ['useActorRef', 'export const useA = () => useActorRef(loginMachine, { input: undefined });'],
  ])('lint refuses %s without actorOptions()', async (_, code) => {
    expect(await inspectorErrors(`${header}${code}\nexport { actorOptions };\n`)).toEqual([
      'Create every actor with actorOptions() (src/lib/inspector.ts), so ?inspect streams it.',
    ]);
  });

  it.each([
    ['createActor', 'export const a = createActor(loginMachine, actorOptions());'],
    ['useActorRef', 'export const useA = () => useActorRef(loginMachine, { ...actorOptions(), input: undefined });'],
  ])('lint accepts %s with actorOptions()', async (_, code) => {
    expect(await inspectorErrors(`${header}${code}\n`)).toEqual([]);
  });
});
