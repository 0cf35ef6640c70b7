import type { NumberRange } from '../../../machines/pricing/number-input';
import { m } from '../../paraglide/messages.js';
import { fieldBox, fieldLabel } from './field-styles';

type NumberFieldProps = {
  id: string;
  label: string;
  /** What the text box shows: the draft while typing, else the committed value. */
  text: string;
  /** The number the field holds right now, which positions the slider. */
  value: number;
  range: NumberRange;
  /** The range as words, e.g. "1,000 – 20,000 calls". */
  rangeText: string;
  hint?: string;
  prefix?: string;
  suffix?: string;
  withSlider?: boolean;
  inputMode: 'numeric' | 'decimal';
  /** Why the value changed on blur, if it did; leave it out when the calculator never explains. */
  message?: string | null;
  /** Shown but not yet editable (the prerendered page before the app runs). */
  readOnly?: boolean;
  onType: (text: string) => void;
  onSlide: (value: number) => void;
  onCommit: () => void;
};

/**
 * A number as a text box (typed freely, committed and clamped by the machine on blur) with an optional slider over
 * the same value. The box is a text box so that nothing typed is thrown away before blur ("2,500" stays as typed);
 * it also carries the range as min/max/step, which browsers ignore on a text box but which state it in the markup.
 */
export function NumberField(props: NumberFieldProps) {
  const { id, label, text, value, range, rangeText, hint, prefix, suffix, withSlider, inputMode, message } = props;
  const described = [`${id}-range`, hint && `${id}-hint`, message && `${id}-message`].filter(Boolean).join(' ');
  return (
    <div className="space-y-3">
      <label htmlFor={id} className={`block ${fieldLabel}`}>
        {label}
      </label>
      <div className={`flex items-center gap-2 px-4 ${fieldBox}`}>
        {prefix && (
          <span className="text-lg text-slate-400" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          min={range.min}
          max={range.max}
          step={range.step}
          value={text}
          readOnly={props.readOnly}
          aria-describedby={described}
          onChange={(event) => props.onType(event.target.value)}
          onBlur={props.onCommit}
          className="w-full bg-transparent py-3 text-lg font-semibold text-white outline-none"
        />
        {suffix && (
          <span className="shrink-0 text-sm text-slate-400" aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {withSlider && (
        <input
          type="range"
          aria-label={m.field_slider({ label })}
          aria-describedby={`${id}-range`}
          min={range.min}
          max={range.max}
          step={range.step}
          value={value}
          disabled={props.readOnly}
          onChange={(event) => props.onSlide(Number(event.target.value))}
          className="block w-full cursor-pointer accent-brand-400"
        />
      )}
      <p id={`${id}-range`} className="text-xs text-slate-400">
        {rangeText}
      </p>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-300">
          {hint}
        </p>
      )}
      {message !== undefined && (
        <p id={`${id}-message`} role="status" className="min-h-5 text-sm text-amber-300">
          {message}
        </p>
      )}
    </div>
  );
}
