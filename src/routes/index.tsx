import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({ component: LandingPage });

function LandingPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-24 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-white sm:text-6xl">Transform Every Call Into Revenue</h1>
      <p className="mt-6 text-xl text-slate-300">Your AI-powered virtual representative that never sleeps</p>
    </section>
  );
}
