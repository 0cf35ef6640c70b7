/** The product's spinner: a ring with a brand-coloured arc. Decorative; say what is loading next to it. */
export function Spinner({ className = '' }: { className?: string }) {
  return (
    <span
      className={`h-10 w-10 animate-spin rounded-full border-4 border-white/20 border-t-brand-400 ${className}`}
      aria-hidden="true"
    />
  );
}
