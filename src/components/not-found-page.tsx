import { m } from '../paraglide/messages.js';
import { ButtonLink } from './ui/button';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-400 uppercase">404</p>
      <h1 className="text-3xl font-bold text-white">{m.not_found_title()}</h1>
      <p className="text-slate-300">{m.not_found_body()}</p>
      <ButtonLink to="/">{m.not_found_home()}</ButtonLink>
    </section>
  );
}
