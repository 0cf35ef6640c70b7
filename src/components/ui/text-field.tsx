import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { fieldBox, fieldLabel } from './field-styles';

const control = `${fieldBox} mt-1 block w-full px-4 py-3 text-white outline-none placeholder:text-slate-500 disabled:opacity-60`;

type Labelled = { id: string; label: string; /** Placement of the whole field (label and box). */ className?: string };

function LabelledField({ id, label, className, children }: Labelled & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled one-line text box. */
export function TextField({ id, label, className, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledField id={id} label={label} className={className}>
      <input id={id} className={control} {...input} />
    </LabelledField>
  );
}

/** A labelled multi-line text box. */
export function TextArea({ id, label, className, ...input }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledField id={id} label={label} className={className}>
      <textarea id={id} className={control} {...input} />
    </LabelledField>
  );
}
