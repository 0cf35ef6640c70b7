/**
 * `npm run diagrams`: writes `docs/machines/<flow>.md` and `<flow>.svg` for every machine in machines/, and removes
 * the pages of machines that are gone. Files whose content is unchanged are not touched, so a second run changes
 * nothing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSources } from './event-senders';
import { machineDoc, machineDocsFolder } from './machine-doc';
import { findMachines, repoRoot } from './machine-files';
import { machineMermaid } from './machine-mermaid';
import { openSvgRenderer } from './render-svg';
import { svgStamp } from './svg-stamp';

const folder = join(repoRoot, machineDocsFolder);
mkdirSync(folder, { recursive: true });

function writeIfChanged(path: string, content: string): boolean {
  if (existsSync(path) && readFileSync(path, 'utf8') === content) return false;
  writeFileSync(path, content);
  return true;
}

const machines = await findMachines();
const sources = readSources();
const renderer = await openSvgRenderer();
try {
  for (const found of machines) {
    const mermaid = machineMermaid(found.machine);
    const svgPath = join(folder, `${found.flow}.svg`);
    const stamp = svgStamp(mermaid);
    // Rendering takes a browser page; an SVG already stamped with this Mermaid's hash is current.
    const svgCurrent = existsSync(svgPath) && readFileSync(svgPath, 'utf8').startsWith(stamp);
    const svgChanged = !svgCurrent && writeIfChanged(svgPath, `${stamp}\n${await renderer.render(mermaid)}\n`);
    const mdChanged = writeIfChanged(join(folder, `${found.flow}.md`), await machineDoc(found, sources));
    console.log(`${found.flow}: ${mdChanged || svgChanged ? 'written' : 'unchanged'}`);
  }
} finally {
  await renderer.close();
}

const flows = new Set(machines.map((found) => found.flow));
for (const file of readdirSync(folder)) {
  const flow = file.replace(/\.(md|svg)$/, '');
  if (!flows.has(flow)) {
    rmSync(join(folder, file));
    console.log(`${file}: removed (no such machine)`);
  }
}
