import { createElement, type ComponentPropsWithoutRef } from 'react';

/**
 * `panel`: a public page's main surface (a wizard step, the demo form, a feature card).
 * `raised`: a lighter surface with tighter corners: a stat tile, or a staff screen's main surface.
 * `inset`: a darker well, for charts and groups of figures.
 */
export type CardVariant = 'panel' | 'raised' | 'inset';

const variants: Record<CardVariant, string> = {
  panel: 'rounded-3xl border border-white/10 bg-white/[0.03]',
  raised: 'rounded-2xl border border-white/10 bg-white/5',
  inset: 'rounded-2xl border border-white/10 bg-slate-900/60',
};

type CardElement = 'div' | 'section' | 'li' | 'figure' | 'form';

type CardProps<T extends CardElement> = { as?: T; variant?: CardVariant } & ComponentPropsWithoutRef<T>;

/** A bordered surface. Padding and layout come from `className`: they depend on what the card holds. */
export function Card<T extends CardElement = 'div'>({ as, variant = 'panel', className = '', ...rest }: CardProps<T>) {
  return createElement(as ?? 'div', { ...rest, className: `${variants[variant]} ${className}` });
}
