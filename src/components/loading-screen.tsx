import { Spinner } from './ui/spinner';

/** The spinner with 'Loading...' that every page shows while it waits for data. */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
      <Spinner />
      <p className="text-slate-300">Loading...</p>
    </div>
  );
}
