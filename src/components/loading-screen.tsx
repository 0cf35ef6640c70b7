import { Spinner } from './ui/spinner';

/**
 * The spinner with 'Loading...' that every page shows while it waits for data; a public page passes the
 * words in its own language (the staff screens are English).
 */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
      <Spinner />
      <p className="text-slate-300">{label}</p>
    </div>
  );
}
