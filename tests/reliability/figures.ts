import { appendFileSync } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    figuresFile: string;
  }
}

export type Figure = { section: string; name: string; value: string | number };

/**
 * Adds a row to the table printed when the reliability run ends. Test files run in workers, so each figure
 * is appended to a file that the run's global setup owns and prints at teardown.
 */
export function recordFigure(section: string, name: string, value: string | number): void {
  const figure: Figure = { section, name, value };
  appendFileSync(inject('figuresFile'), `${JSON.stringify(figure)}\n`);
}
