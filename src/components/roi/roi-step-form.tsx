import { useHydrated } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import { roiLimits, type RoiField } from '../../../machines/roi-wizard/roi-inputs';
import {
  fieldText,
  fieldValue,
  type RoiWizardActor as RoiActor,
  type RoiWizardSnapshot,
} from '../../../machines/roi-wizard/roi-wizard.machine';
import { adjustmentMessage, roiFieldCopy } from '../../content/roi';
import { NumberField } from '../ui/number-field';

/** Enter in a text box submits like the step's main button; the machine commits any draft first. */
export function StepForm({ actor, children }: { actor: RoiActor; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'wizard.next' });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-8">
      {children}
    </form>
  );
}

type RoiNumberFieldProps = {
  actor: RoiActor;
  field: RoiField;
  hint?: string;
  prefix?: string;
  suffix?: string;
  inputMode: 'numeric' | 'decimal';
  withSlider?: boolean;
};

export function RoiNumberField({ actor, field, ...rest }: RoiNumberFieldProps) {
  const text = useSelector(actor, (s: RoiWizardSnapshot) => fieldText(s.context, field));
  const value = useSelector(actor, (s: RoiWizardSnapshot) => fieldValue(s.context, field));
  const note = useSelector(actor, (s: RoiWizardSnapshot) => s.context.notes[field]);
  const committed = useSelector(actor, (s: RoiWizardSnapshot) => s.context.inputs[field]);
  const range = roiLimits[field];
  const { label, unit } = roiFieldCopy[field];
  // What is typed into the prerendered page before the app runs would be lost.
  const ready = useHydrated();
  return (
    <NumberField
      id={`roi-${field}`}
      label={label}
      text={text}
      value={value}
      range={range}
      rangeText={`${unit(range.min)} – ${unit(range.max)}`}
      message={note && adjustmentMessage(field, note.adjustment, committed)}
      onType={(typed) => actor.send({ type: 'field.type', field, text: typed })}
      onSlide={(slid) => actor.send({ type: 'field.slide', field, value: slid })}
      onCommit={() => actor.send({ type: 'field.commit', field })}
      readOnly={!ready}
      {...rest}
    />
  );
}
