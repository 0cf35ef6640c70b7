/** The spinner with 'Loading...' that the spec asks for wherever a page waits for data. */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-white/20 border-t-cyan-400"
        aria-hidden="true"
      />
      <p className="text-slate-300">Loading...</p>
    </div>
  );
}
