import type { ReactNode } from 'react';

/** A short error in red, read out by screen readers as it appears. */
export function ErrorNote({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={`rounded-lg border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200 ${className}`}
    >
      {children}
    </p>
  );
}
