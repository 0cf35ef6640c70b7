import { useCallback, useEffect, useState } from 'react';

/**
 * A part of a page whose code loads after the page's own, once it is wanted (a later step, a chosen time). Returns
 * the hook that reads it: `module` once loaded, `prepare` to ask for it early (a focus, a touch), and `wanted` asks by
 * itself. Held in state rather than behind `lazy`: a Suspense boundary that shows its fallback makes React hold back
 * what follows for 300 ms of the page's clock, which a test's paused clock never lets pass.
 */
export function lateModule<Module>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const fetchOnce = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // The next ask tries again (a dropped connection); this one is reported as any failed load is.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return function useLateModule(wanted: boolean): { module: Module | undefined; prepare: () => void } {
    const [module, setModule] = useState(loaded);
    const prepare = useCallback(() => {
      if (module === undefined) void fetchOnce().then(setModule);
    }, [module]);
    useEffect(() => {
      if (wanted) prepare();
    }, [wanted, prepare]);
    return { module, prepare };
  };
}
