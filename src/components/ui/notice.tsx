import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';

/** `info` is the brand's tint; the others are the usual status colours. */
export type NoticeTone = 'info' | 'neutral' | 'success' | 'warning' | 'danger';

const tones: Record<NoticeTone, string> = {
  info: 'border-brand-400/30 bg-brand-400/10 text-slate-200',
  neutral: 'border-white/10 bg-white/5 text-slate-300',
  success: 'border-emerald-400/30 bg-emerald-500/10 text-emerald-300',
  warning: 'border-amber-300/40 bg-amber-300/10 text-amber-100',
  danger: 'border-red-500/40 bg-red-950/60 text-red-200',
};

const sizes = { md: 'px-4 py-3', lg: 'p-6' } as const;

type NoticeProps = {
  tone: NoticeTone;
  /** `lg` for a notice that is the page's main content, e.g. an error panel with a Retry button. */
  size?: keyof typeof sizes;
  icon?: LucideIcon;
  /** A paragraph for a line of text; a div for a notice that holds several blocks. */
  as?: 'p' | 'div';
  children: ReactNode;
} & HTMLAttributes<HTMLElement>;

/** A tinted box that tells the reader something; give it `role="alert"` or `"status"` when it appears live. */
export function Notice({
  tone,
  size = 'md',
  icon: Icon,
  as: Element = 'p',
  className = '',
  children,
  ...rest
}: NoticeProps) {
  const layout = Icon ? 'flex items-center gap-2' : '';
  return (
    <Element className={`rounded-xl border ${tones[tone]} ${sizes[size]} ${layout} ${className}`} {...rest}>
      {Icon && <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />}
      {children}
    </Element>
  );
}

/** A short error in red, read out by screen readers as it appears; `action` is what the reader can do about it. */
export function ErrorNote({
  children,
  className = '',
  action,
}: {
  children: ReactNode;
  className?: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <Notice tone="danger" role="alert" className={`text-sm ${className}`}>
      {children}
      {action && <NoticeAction {...action} />}
    </Notice>
  );
}

/** What the reader can do about a notice (Dismiss, Retry), as a button after its text. */
export function NoticeAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <>
      {' '}
      <button type="button" className="underline" onClick={onClick}>
        {label}
      </button>
    </>
  );
}
