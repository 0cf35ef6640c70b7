import { readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

export const repoRoot = join(import.meta.dirname, '..', '..');

export const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;

/** One machine found in `machines/`: `flow` names its docs page (`docs/machines/<flow>.md`). */
export type FoundMachine = { flow: string; file: string; machine: AnyStateMachine };

const machineSuffix = '.machine.ts';

/** Every machine exported by a `machines/**\/*.machine.ts` file, in path order, so new flows are picked up alone. */
export async function findMachines(): Promise<FoundMachine[]> {
  const files = readdirSync(join(repoRoot, 'machines'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith(machineSuffix))
    .map((path) => join(repoRoot, 'machines', path))
    .sort();
  const found: FoundMachine[] = [];
  for (const file of files) {
    const exports: Record<string, unknown> = await import(pathToFileURL(file).href);
    const machines = Object.values(exports).filter(isMachine);
    const flow = basename(file, machineSuffix);
    for (const machine of machines) {
      found.push({
        flow: machines.length === 1 ? flow : `${flow}.${machine.id}`,
        file: relative(repoRoot, file),
        machine,
      });
    }
  }
  return found;
}
