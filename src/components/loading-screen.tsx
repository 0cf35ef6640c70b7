import { Spinner } from './ui/spinner';

/**
 * The spinner with 'Loading...' that the staff screens show while they wait for data (English, like the screens; the
 * voice page shows its own, in its language, in the greeting's frame).
 */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
      <Spinner />
      <p className="text-slate-300">Loading...</p>
    </div>
  );
}
