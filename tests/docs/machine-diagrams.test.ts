import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources } from './event-senders';
import { machineDoc, machineDocsFolder, mermaidFence } from './machine-doc';
import { findMachines, repoRoot } from './machine-files';
import { machineMermaid } from './machine-mermaid';
import { svgStamp } from './svg-stamp';

const machines = await findMachines();
const sources = readSources();
const folder = join(repoRoot, machineDocsFolder);
const regenerate = 'run `npm run diagrams` and commit docs/machines/';

const committed = (file: string) => (existsSync(join(folder, file)) ? readFileSync(join(folder, file), 'utf8') : '');
const mermaidBlock = (page: string) => page.split(mermaidFence)[1]?.split('```')[0]?.trimStart() ?? '';

describe('machine diagrams in docs/machines', () => {
  it.each(machines.map((found) => [found.flow, found] as const))(
    '%s: the committed diagram is the one the machine produces',
    async (flow, found) => {
      const page = committed(`${flow}.md`);
      const mermaid = machineMermaid(found.machine);
      expect(
        mermaidBlock(page),
        `${machineDocsFolder}/${flow}.md's Mermaid differs from ${found.file}: ${regenerate}`,
      ).toBe(mermaid);
      expect(page, `${machineDocsFolder}/${flow}.md differs (events table or text): ${regenerate}`).toBe(
        await machineDoc(found, sources),
      );
      expect(
        committed(`${flow}.svg`).split('\n')[0],
        `${machineDocsFolder}/${flow}.svg was drawn from another Mermaid: ${regenerate}`,
      ).toBe(svgStamp(mermaid));
    },
  );

  it('has no page for a machine that is gone', () => {
    const flows = new Set(machines.map((found) => found.flow));
    const strays = readdirSync(folder).filter((file) => !flows.has(file.replace(/\.(md|svg)$/, '')));
    expect(strays, regenerate).toEqual([]);
  });
});
