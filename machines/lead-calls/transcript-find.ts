import type { LeadCall } from './lead-call';

/** A piece of a transcript line: found (the words the find box holds) or not. */
export type FoundPiece = { text: string; found: boolean };

const escapedForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the find box looks for: its words without the spaces around them; nothing when it holds only spaces. */
export const findQuery = (typed: string): string => typed.trim();

/** The line cut where the query occurs (any case), so a screen can mark those pieces; one piece when it does not. */
export function findPieces(line: string, typed: string): FoundPiece[] {
  const query = findQuery(typed);
  if (query === '') return [{ text: line, found: false }];
  // Split on a captured pattern: the text between the finds at even places, each find at an odd one.
  return line
    .split(new RegExp(`(${escapedForPattern(query)})`, 'giu'))
    .map((text, index) => ({ text, found: index % 2 === 1 }))
    .filter((piece) => piece.text !== '');
}

/** Whether a line holds the query. */
export const lineHasQuery = (line: string, typed: string): boolean =>
  findPieces(line, typed).some((piece) => piece.found);

/** How many lines of the lead's transcripts hold the query. */
export const linesFound = (calls: readonly LeadCall[], typed: string): number =>
  calls.reduce((count, call) => count + call.transcript.filter((line) => lineHasQuery(line.text, typed)).length, 0);
