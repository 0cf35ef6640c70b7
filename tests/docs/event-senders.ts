import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { repoRoot } from './machine-files';

export type SourceFile = { path: string; text: string };

/** The app's and the machines' sources, read once: where events are sent from. */
export function readSources(): SourceFile[] {
  return ['src', 'machines'].flatMap((folder) =>
    readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.gen.ts'))
      .sort()
      .map((path) => {
        const file = join(repoRoot, folder, path);
        return { path: relative(repoRoot, file), text: readFileSync(file, 'utf8') };
      }),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The files that can talk to a flow's machine: those importing its machine or its bindings
 * (`<flow>.machine` / `<flow>.actors`), and the bindings themselves. Other flows' files that merely use an event
 * of the same name (two forms both send `form.submit`) are not among them.
 */
export function talkingFiles(sources: SourceFile[], machineFile: string): SourceFile[] {
  const flow = basename(machineFile, '.machine.ts');
  const importsFlow = new RegExp(`from '[^']*/${escapeRegExp(flow)}\\.(machine|actors)(\\.ts)?'`);
  return sources.filter(
    (source) =>
      source.path !== machineFile && (importsFlow.test(source.text) || source.path.endsWith(`/${flow}.actors.ts`)),
  );
}

/** The files among `talking` that write the event's type as a literal (`{ type: 'form.submit' }`). */
export function sendersOf(talking: SourceFile[], eventType: string): string[] {
  return talking.filter((source) => source.text.includes(`'${eventType}'`)).map((source) => source.path);
}

/** The files among `talking` that bind an invoked actor of this name (`submitDemoRequest: fromPromise(…)`). */
export function bindersOf(talking: SourceFile[], actorName: string): string[] {
  const binds = new RegExp(`\\b${escapeRegExp(actorName)}\\b\\s*[:(]`);
  return talking
    .filter((source) => source.path.startsWith('src/') && binds.test(source.text))
    .map((source) => source.path);
}
