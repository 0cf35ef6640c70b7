import { pageChunkNames } from './page-chunks';
/** The part of Vite's build manifest (`build.manifest`) that says which chunk imports which. */
export type BuildManifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/** The app's entry in the manifest: the chunk index.html loads (main.tsx). */
export const entryKey = 'index.html';

/** The app itself, a second entry of the build, which main.tsx imports once the page has painted. */
export const startKey = 'src/start.tsx';

/** The error reporter, a third entry that main.tsx loads at the first error or report. */
export const errorReporterKey = 'src/errors/sentry-reporter.ts';

/**
 * The manifest key of a route's component chunk: TanStack's code splitting names it after the route file, unless the
 * page's code is a named chunk of its own (page-chunks.ts), which the manifest keys by its file.
 */
export function routeComponentKey(manifest: BuildManifest, routeFile: string): string {
  const named = pageChunkNames[routeFile];
  return named === undefined ? `${routeFile}?tsr-split=component` : namedChunkKey(manifest, named);
}

/** React and its renderer's chunk (vite.config.ts names it), which main.tsx evaluates in a task before the app's. */
export const reactChunkName = 'react';

/** The manifest key of the chunk a code-splitting group of vite.config.ts names `name`. */
export function namedChunkKey(manifest: BuildManifest, name: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === name);
  if (key === undefined) throw new Error(`the build manifest has no chunk named ${name}`);
  return key;
}

/** A chunk and every chunk it imports statically, recursively: the files that must load before it runs. */
export function staticClosure(manifest: BuildManifest, key: string): string[] {
  const files = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk) throw new Error(`the build manifest has no chunk ${chunkKey}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...files];
}

/** What a first visit to a page downloads before it runs: the entry's chunks and its routes' components'. */
export const routeFirstLoad = (manifest: BuildManifest, routeFiles: readonly string[]): string[] => [
  ...new Set([
    ...staticClosure(manifest, entryKey),
    ...staticClosure(manifest, startKey),
    ...routeFiles.flatMap((routeFile) => staticClosure(manifest, routeComponentKey(manifest, routeFile))),
  ]),
];
