/**
 * What the build stamps on the root element for main.tsx: the page's key (see page-key.ts) and the
 * app's modules. Their own module, so main.tsx can read them without loading the app.
 */
export const pageKeyAttribute = 'data-page-key';
export const appModulesAttribute = 'data-app-modules';
/** React's chunk, which main.tsx evaluates in a task of its own before the app's. */
export const reactModuleAttribute = 'data-react-module';
/** The error reporter's module (src/errors/sentry-reporter.ts), stamped only when the build has a DSN. */
export const errorReporterAttribute = 'data-error-reporter';

/** The key the build rendered this page with, or undefined in the app shell (nothing prerendered). */
export const prerenderedKey = (root: HTMLElement): string | undefined =>
  root.getAttribute(pageKeyAttribute) ?? undefined;

/**
 * The built addresses of the app's module (src/start.tsx) and then of every chunk the page needs to
 * run: main.tsx imports the first by address, so Vite adds no loader to it, and preloads them all.
 */
export function appModules(root: HTMLElement): [string, ...string[]] {
  const [start, ...chunks] = root.getAttribute(appModulesAttribute)?.split(' ') ?? [];
  if (!start) throw new Error(`the root element has no ${appModulesAttribute}`);
  return [start, ...chunks];
}

/** The built address of React's chunk (absent in development, where modules load one by one). */
export const reactModule = (root: HTMLElement): string | undefined =>
  root.getAttribute(reactModuleAttribute) ?? undefined;

/** The built address of the error reporter, or undefined when this build reports nothing. */
export const errorReporterModule = (root: HTMLElement): string | undefined =>
  root.getAttribute(errorReporterAttribute) ?? undefined;

/** The route a prerendered page was rendered for (its key starts with the route's id), for reports sent before the app says. */
export function prerenderedRoute(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  const parsed: unknown = JSON.parse(key);
  return Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed[0] : undefined;
}
