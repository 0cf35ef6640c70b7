import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
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

/** The relative imports of a source, as repository paths (an import written without its extension included). */
function importsOf(source: SourceFile, byPath: Map<string, SourceFile>): SourceFile[] {
  const folder = dirname(source.path);
  return [...source.text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].flatMap(([, specifier = '']) => {
    const base = join(folder, specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`].map((path) => byPath.get(path)).find(Boolean);
    return found ? [found] : [];
  });
}

/**
 * The files that can talk to a flow's machine: those importing it (`<flow>.machine`; the bindings module may serve
 * other flows too, so a screen importing it talks to the machine it imports), the bindings themselves, and what the
 * bindings use to reach the world: the app's files they import, directly or through each other, and the machines
 * those run (the inbox hears `live.reconnected` from the lead feed's machine, which its binding's feed runs), and the
 * app's files that import a parent machine invoking the flow (the dashboard's page sends `Notify me` to its child). Other
 * flows' files that merely use an event of the same name (two forms both send `form.submit`) are not among them.
 */
export function talkingFiles(sources: SourceFile[], machineFile: string): SourceFile[] {
  const flow = basename(machineFile, '.machine.ts');
  const importsFlow = new RegExp(`from '[^']*/${escapeRegExp(flow)}\\.machine(\\.ts)?'`);
  const byPath = new Map(sources.map((source) => [source.path, source]));
  const bindings = sources.filter((source) => source.path.endsWith(`/${flow}.actors.ts`));
  const reached = new Set<SourceFile>();
  const visit = (source: SourceFile) => {
    for (const next of importsOf(source, byPath)) {
      if (reached.has(next) || next.path === machineFile) continue;
      if (next.path.startsWith('src/')) {
        reached.add(next);
        visit(next);
      } else if (next.path.endsWith('.machine.ts')) reached.add(next);
    }
  };
  bindings.forEach(visit);
  // A parent machine that invokes the flow: a screen that runs the parent reads the child from its `children`.
  const parents = sources
    .filter(
      (source) => source.path !== machineFile && source.path.endsWith('.machine.ts') && importsFlow.test(source.text),
    )
    .map(
      (source) => new RegExp(`from '[^']*/${escapeRegExp(basename(source.path, '.machine.ts'))}\\.machine(\\.ts)?'`),
    );
  return sources.filter(
    (source) =>
      source.path !== machineFile &&
      (importsFlow.test(source.text) ||
        bindings.includes(source) ||
        reached.has(source) ||
        (source.path.startsWith('src/') && parents.some((parent) => parent.test(source.text)))),
  );
}

/**
 * The files among `talking` that send the event: the app's files that write its type as a literal
 * (`{ type: 'form.submit' }`), and the machines that make it (`emit({ type: 'live.reconnected' })`) or pass on what
 * they were sent to a child (`'link.copy': { actions: sendTo(…) }`). A machine that only handles the event or names
 * it in a type (`'link.copy': { … }`, `{ type: 'link.copy'; … }`) does not send it.
 */
export function sendersOf(talking: SourceFile[], eventType: string): string[] {
  const literal = `'${escapeRegExp(eventType)}'`;
  const makes = new RegExp(`${literal}(?!\\s*[:;])`);
  const passesOn = new RegExp(`${literal}:\\s*\\{\\s*actions:\\s*sendTo\\(`);
  return talking
    .filter((source) =>
      source.path.startsWith('machines/')
        ? makes.test(source.text) || passesOn.test(source.text)
        : source.text.includes(`'${eventType}'`),
    )
    .map((source) => source.path);
}

/** The files among `talking` that bind an invoked actor of this name (`submitDemoRequest: fromPromise(…)`). */
export function bindersOf(talking: SourceFile[], actorName: string): string[] {
  const binds = new RegExp(`\\b${escapeRegExp(actorName)}\\b\\s*[:(]`);
  return talking
    .filter((source) => source.path.startsWith('src/') && binds.test(source.text))
    .map((source) => source.path);
}
