import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorPage } from '../content/error-page';
import { Button, ButtonLink } from './ui/button';

/**
 * What a route that throws shows instead of a blank screen (the router's default error component). The error has
 * already been reported by React's root callback (src/lib/failure-reports.ts), so this page reports nothing.
 * Retry reloads the route: its code, its data and its component, which resets the error boundary.
 */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">{errorPage.eyebrow}</p>
      <h1 className="text-3xl font-bold text-white">{errorPage.title}</h1>
      <p className="text-slate-300">{errorPage.body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>{errorPage.retry}</Button>
        <ButtonLink to="/" variant="secondary">
          {errorPage.home}
        </ButtonLink>
      </div>
    </section>
  );
}
