/** The look every form field shares: its label, and the box around what is typed. */
export const fieldLabel = 'text-sm font-medium text-slate-200';

/** `focus-within` matches the box itself or an input inside it, so one rule serves a bare input and a wrapper. */
export const fieldBox =
  'rounded-xl border border-white/15 bg-slate-900 focus-within:border-brand-400 focus-within:ring-2 focus-within:ring-brand-400/40';
