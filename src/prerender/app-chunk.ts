import type { Plugin } from 'vite';

/**
 * The app chunk: every module the app's start module needs before it can run, found by walking its
 * static imports once the module graph is complete. A code-splitting group puts them in one file, so
 * a first visit fetches a handful of scripts instead of two dozen; each page's own code stays in its
 * route chunk, loaded when the page is. The walk counts a package's index as importing everything it
 * re-exports (lucide-react's icons); the start module itself is a build entry, which the group leaves out.
 */
export function appChunk(startModule: string): { plugin: Plugin; includes: (id: string) => boolean } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'ringwise:app-chunk',
    apply: 'build',
    buildEnd() {
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (id.endsWith(startModule)) visit(id);
    },
  };
  return { plugin, includes: (id) => modules.has(id) };
}
