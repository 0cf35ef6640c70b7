import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger' | 'dangerQuiet' | 'gradient' | 'plain';
export type ButtonSize = 'compact' | 'sm' | 'md' | 'lg' | 'xl';
/** Public pages use pills; staff screens use boxes. */
export type ButtonShape = 'pill' | 'box';

/** How a button looks; `className` on the components below is for placement (margins, width, alignment) only. */
export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; shape?: ButtonShape };

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300';

const variants: Record<Exclude<ButtonVariant, 'plain'>, string> = {
  primary: 'bg-brand-400 text-slate-950 hover:bg-brand-300',
  secondary: 'border border-white/20 text-white hover:bg-white/10',
  quiet: 'bg-white/10 text-white hover:bg-white/20',
  danger: 'bg-red-600 text-white hover:bg-red-500',
  dangerQuiet: 'bg-red-500/15 text-red-100 hover:bg-red-500/25',
  gradient:
    'bg-gradient-to-r from-brand-500 to-accent-500 text-white shadow-lg shadow-brand-500/20 transition hover:brightness-110',
};

const sizes: Record<ButtonSize, string> = {
  compact: 'px-3 py-2 text-sm',
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5',
  lg: 'px-6 py-3',
  xl: 'gap-3 px-8 py-4 text-lg',
};

const shapes: Record<ButtonShape, string> = { pill: 'rounded-full', box: 'rounded-lg' };

/** A quiet text link with an icon, like "Back to home": no fill, no padding. */
const plain = `inline-flex items-center gap-2 rounded-md text-sm font-medium text-slate-300 hover:text-white ${focusRing}`;

function buttonClass({ variant = 'primary', size = 'md', shape = 'pill' }: ButtonLook, className = ''): string {
  if (variant === 'plain') return `${plain} ${className}`;
  return [
    'inline-flex items-center justify-center gap-2 font-semibold',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait',
    focusRing,
    variants[variant],
    sizes[size],
    shapes[shape],
    className,
  ].join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook & { ref?: Ref<HTMLButtonElement> };

/** The product's button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, shape, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, shape }, className)} {...rest} />;
}

type ButtonAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & ButtonLook & { ref?: Ref<HTMLAnchorElement> };

/** A plain link that looks like a Button, for an address the router does not build (a page in another language). */
export function ButtonAnchor({ variant, size, shape, className, ref, ...rest }: ButtonAnchorProps) {
  return <a ref={ref} className={buttonClass({ variant, size, shape }, className)} {...rest} />;
}

/** A router link that looks like a Button; it takes every prop `Link` takes, type-checked the same way. */
export const ButtonLink = createLink(ButtonAnchor);
