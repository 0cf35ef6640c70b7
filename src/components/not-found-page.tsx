import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-sm font-semibold tracking-widest text-cyan-400 uppercase">404</p>
      <h1 className="text-3xl font-bold text-white">Page not found</h1>
      <p className="text-slate-300">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="rounded-full bg-cyan-500 px-5 py-2.5 font-semibold text-slate-950 hover:bg-cyan-400">
        Back to the home page
      </Link>
    </section>
  );
}
