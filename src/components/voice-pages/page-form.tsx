import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { pageFormMachine } from '../../../machines/page-form/page-form.machine';
import {
  callSecondsRange,
  defaultCallSeconds,
  maxGreetingLength,
  type DraftField,
} from '../../../machines/page-form/page-rules';
import { couldNot } from '../../content/failures';
import { voicePagesCopy } from '../../content/voice-pages';
import { formatWhole } from '../../lib/number-format';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ErrorNote } from '../ui/notice';
import { TextField } from '../ui/text-field';

export type PageFormRef = ActorRefFrom<typeof pageFormMachine>;

const fields: { field: DraftField; label: string; hint: string; inputMode?: 'numeric' }[] = [
  { field: 'slug', label: 'Link', hint: 'The end of /ai-phone-caller/…: letters, digits, - and _.' },
  { field: 'name', label: 'Greeting name', hint: `Who the assistant greets, up to ${maxGreetingLength} characters.` },
  { field: 'assistantId', label: 'Assistant id', hint: 'Optional; empty uses the built-in default assistant.' },
  {
    field: 'maxCallSeconds',
    label: 'Max call length (seconds)',
    hint: `${formatWhole(callSecondsRange.min)} to ${formatWhole(callSecondsRange.max)}; ${defaultCallSeconds} unless changed.`,
    inputMode: 'numeric',
  },
];

/** A new page or an edit: every box keeps what was typed whatever goes wrong. */
export function PageForm({ form, title }: { form: PageFormRef; title: string }) {
  const draft = useSelector(form, (state) => state.context.draft);
  const errors = useSelector(form, (state) => state.context.errors);
  const saveFailure = useSelector(form, (state) => state.context.saveFailure);
  const saving = useSelector(form, (state) => state.hasTag('busy'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submit' });
  };

  return (
    <Card
      as="form"
      variant="raised"
      className="flex flex-col gap-4 p-6"
      aria-label={title}
      noValidate
      onSubmit={submit}
    >
      <h2 className="text-xl font-semibold text-white">{title}</h2>
      {fields.map(({ field, label, hint, inputMode }) => (
        <TextField
          key={field}
          id={`page-${field}`}
          label={label}
          hint={hint}
          error={errors[field] && voicePagesCopy.problems[errors[field]]}
          inputMode={inputMode}
          value={draft[field]}
          // Read-only rather than disabled: the save sends the boxes as they were at the click and a saved page
          // closes the form, so keys pressed meanwhile would be lost; a disabled box would also drop the focus.
          readOnly={saving}
          onChange={(event) => form.send({ type: 'field.change', field, value: event.target.value })}
        />
      ))}
      {saveFailure && <ErrorNote>{couldNot(voicePagesCopy.saveFailed, saveFailure.reason)}</ErrorNote>}
      <div className="flex gap-3">
        <Button type="submit" size="sm" shape="box" disabled={saving}>
          {saving ? 'Saving...' : 'Save page'}
        </Button>
        <Button
          variant="quiet"
          size="sm"
          shape="box"
          disabled={saving}
          onClick={() => form.send({ type: 'form.cancel' })}
        >
          Cancel
        </Button>
      </div>
    </Card>
  );
}
