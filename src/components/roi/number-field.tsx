import type { FieldLimits } from '../../../machines/roi-wizard/roi-inputs';

type NumberFieldProps = {
  id: string;
  label: string;
  /** What the text box shows: the visitor's draft while typing, else the committed value. */
  text: string;
  /** The number the field holds right now, which positions the slider. */
  value: number;
  limits: FieldLimits;
  /** The range as words, e.g. "1,000 – 20,000 calls". */
  rangeText: string;
  hint?: string;
  prefix?: string;
  suffix?: string;
  withSlider?: boolean;
  inputMode: 'numeric' | 'decimal';
  /** Why the value changed on blur, if it did. */
  message: string | null;
  /** Shown but not yet editable (the prerendered page before the app runs). */
  readOnly?: boolean;
  onType: (text: string) => void;
  onSlide: (value: number) => void;
  onCommit: () => void;
};

/** A number as a text box (typed freely, clamped on blur) with an optional slider over the same value. */
export function NumberField(props: NumberFieldProps) {
  const { id, label, text, value, limits, rangeText, hint, prefix, suffix, withSlider, inputMode, message } = props;
  const described = [`${id}-range`, hint && `${id}-hint`, message && `${id}-message`].filter(Boolean).join(' ');
  return (
    <div className="space-y-3">
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-semibold text-white">
        {label}
      </label>
      <div className="flex items-center gap-2 rounded-xl border border-white/15 bg-slate-900 px-4 focus-within:border-cyan-400 focus-within:ring-2 focus-within:ring-cyan-400/40">
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
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-range`}
          min={limits.min}
          max={limits.max}
          step={limits.step}
          value={value}
          disabled={props.readOnly}
          onChange={(event) => props.onSlide(Number(event.target.value))}
          className="block w-full cursor-pointer accent-cyan-400"
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
      <p id={`${id}-message`} role="status" className="min-h-5 text-sm text-amber-300">
        {message}
      </p>
    </div>
  );
}
