import type { Plugin } from 'vite';

/** One of lucide-react's icon modules (the package's index re-exports them all). */
const lucideIcon = /\/node_modules\/lucide-react\/dist\/esm\/icons\/([a-z0-9-]+)\.mjs$/;
/** The admin area's route files: the staff's screens, which no public page imports. */
const staffRoute = /\/src\/routes\/admin\//;
/** The names a module imports from lucide-react (`import { House, Trash2 as Bin } from "lucide-react"`). */
const lucideImport = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

/** An icon's export name as its module's file name: `TrendingUp` → `trending-up`, `Trash2` → `trash-2`. */
const iconFileName = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();

/**
 * The app chunk: every module the app's start module needs before it can run, found by walking its
 * static imports once the module graph is complete. A code-splitting group puts them in one file, so
 * a first visit fetches a handful of scripts instead of two dozen; each page's own code stays in its
 * route chunk, loaded when the page is. The start module itself is a build entry, which the group leaves out.
 *
 * The walk counts a package's index as importing everything it re-exports, so it reaches every icon the site uses:
 * of those, the app chunk takes the ones a public page shows with its first load (an icon two pages share would
 * otherwise be a script of its own), and leaves the staff screens' icons, and those of what a page loads later (the
 * home page's lower sections), to their chunks, since every visit downloads the app chunk.
 */
export function appChunk(startModule: string): { plugin: Plugin; includes: (id: string) => boolean } {
  const modules = new Set<string>();
  const publicIcons = new Set<string>();
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

      // Every module a public page loads with it, from the public routes' files (their code-split parts included).
      const reached = new Set<string>();
      const reach = (id: string) => {
        if (reached.has(id) || staffRoute.test(id) || id.includes('/node_modules/')) return;
        reached.add(id);
        const info = this.getModuleInfo(id);
        for (const match of info?.code?.matchAll(lucideImport) ?? []) {
          for (const specifier of match[1]?.split(',') ?? []) {
            const name = specifier.trim().split(/\s+as\s+/)[0];
            if (name) publicIcons.add(iconFileName(name));
          }
        }
        // A route's own code (its code-split part) loads with the page; what that code loads later (a section as it
        // comes near the screen, the QR encoder) brings its icons with it.
        const routeParts = (info?.dynamicallyImportedIds ?? []).filter((imported) => imported.includes('?tsr-split='));
        for (const imported of [...(info?.importedIds ?? []), ...routeParts]) reach(imported);
      };
      for (const id of this.getModuleIds()) if (id.includes('/src/routes/') && !staffRoute.test(id)) reach(id);
    },
  };
  const includes = (id: string) => {
    if (!modules.has(id)) return false;
    const icon = lucideIcon.exec(id)?.[1];
    return icon === undefined || publicIcons.has(icon);
  };
  return { plugin, includes };
}
