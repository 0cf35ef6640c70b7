import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { fieldBox, fieldLabel } from './field-styles';

const control = `${fieldBox} mt-1 block w-full px-4 py-3 text-white outline-none placeholder:text-slate-500 disabled:opacity-60`;

type Labelled = {
  id: string;
  label: string;
  /** Placement of the whole field (label and box). */
  className?: string;
  /** A line under the box that helps fill it in. */
  hint?: string;
  /** What is wrong with the value, in red under the box; the box is marked invalid while it shows. */
  error?: string;
};

/** What every box of a labelled field carries: its id and look, and its hint and error for screen readers. */
const boxProps = ({ id, hint, error }: Labelled) => ({
  id,
  className: control,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
});

function LabelledField({ id, label, className, hint, error, children }: Labelled & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled one-line text box. */
export function TextField({
  id,
  label,
  className,
  hint,
  error,
  ...input
}: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledField id={id} label={label} className={className} hint={hint} error={error}>
      <input {...boxProps({ id, label, hint, error })} {...input} />
    </LabelledField>
  );
}

/** A labelled multi-line text box. */
export function TextArea({
  id,
  label,
  className,
  hint,
  error,
  ...input
}: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledField id={id} label={label} className={className} hint={hint} error={error}>
      <textarea {...boxProps({ id, label, hint, error })} {...input} />
    </LabelledField>
  );
}

/** A labelled drop-down; `options` are its choices, each a value and the words shown for it. */
export function SelectField({
  id,
  label,
  className,
  hint,
  error,
  options,
  ...select
}: Labelled & { options: readonly { value: string; label: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <LabelledField id={id} label={label} className={className} hint={hint} error={error}>
      <select {...boxProps({ id, label, hint, error })} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
