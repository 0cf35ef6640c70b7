import { useId, useState } from 'react';
import { clampedTextCopy } from '../../content/lead-story';

/** Longer than this, or more lines than the clamp shows, and a text is shown clamped with a toggle. */
const clampCharacters = 240;
const clampLines = 3;

/**
 * A visitor's free text in a list: wrapped between words and, only where a word is wider than the whole box, inside
 * it (so "Autowerkstatt" never breaks in a table's column, and a word with no spaces still cannot widen a box given a
 * maximum width); when long, clamped to three lines with Show more / Show less, so one long text never makes its row
 * a page tall.
 */
export function ClampedText({ text, className = '' }: { text: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > clampCharacters || text.split('\n').length > clampLines;
  return (
    <div className={className}>
      <p id={id} className={`break-words whitespace-pre-line ${long && !open ? 'line-clamp-3' : ''}`}>
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 rounded text-sm text-brand-300 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-400"
        >
          {open ? clampedTextCopy.less : clampedTextCopy.more}
        </button>
      )}
    </div>
  );
}
