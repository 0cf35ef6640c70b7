import type { Plugin } from 'vite';

/**
 * One page's own code as one chunk: its route file's code-split part and every module that part imports statically,
 * except what another route's files can reach (those stay where the bundler puts them, or another page would load this
 * one's chunk). Without it, a page whose sections load later (src/components/landing/near-screen.tsx) is cut in two:
 * the bundler gives what the page shares with its late sections a chunk of its own, one more script before it runs.
 */
export function pageChunk(routeFile: string): { plugin: Plugin; includes: (id: string) => boolean } {
  const modules = new Set<string>();
  const isPage = (id: string) => id.split('?')[0]?.endsWith(routeFile) ?? false;
  const plugin: Plugin = {
    name: 'ringwise:page-chunk',
    apply: 'build',
    buildEnd() {
      const elsewhere = new Set<string>();
      const reach = (id: string) => {
        if (elsewhere.has(id) || isPage(id)) return;
        elsewhere.add(id);
        const info = this.getModuleInfo(id);
        for (const imported of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) reach(imported);
      };
      for (const id of this.getModuleIds()) if (id.includes('/src/routes/') && !isPage(id)) reach(id);

      const visit = (id: string) => {
        if (modules.has(id) || elsewhere.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (isPage(id) && id.includes('?tsr-split=')) visit(id);
    },
  };
  return { plugin, includes: (id) => modules.has(id) };
}
