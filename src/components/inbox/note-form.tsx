import { noteMaxLength, noteProblem } from '../../../machines/lead-panel/lead-history';
import { inboxCopy } from '../../content/inbox';
import { formatUsage } from '../../lib/number-format';
import { Button } from '../ui/button';
import { TextArea } from '../ui/text-field';

/**
 * Adds a note to the lead; the text stays until the server has it. The box takes typing while a note is on its
 * way: the next note typed meanwhile stays once the first is saved.
 */
export function NoteForm({
  draft,
  sending,
  onInput,
  onAdd,
}: {
  draft: string;
  sending: boolean;
  onInput: (text: string) => void;
  onAdd: () => void;
}) {
  const length = draft.trim().length;
  const tooLong = length > noteMaxLength;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd();
      }}
    >
      <TextArea
        id="lead-note"
        label="Note"
        value={draft}
        rows={3}
        aria-invalid={tooLong}
        aria-describedby="note-length"
        onChange={(event) => onInput(event.target.value)}
      />
      <div className="flex items-center justify-between gap-3">
        <p id="note-length" className={`text-xs ${tooLong ? 'text-red-300' : 'text-slate-400'}`}>
          {tooLong ? inboxCopy.noteTooLong : formatUsage(length, noteMaxLength)}
        </p>
        <Button type="submit" size="sm" shape="box" disabled={sending || noteProblem(draft) !== null}>
          {sending ? 'Adding…' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}
