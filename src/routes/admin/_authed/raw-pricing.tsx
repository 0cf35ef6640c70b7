import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/_authed/raw-pricing')({ component: RawPricingPage });

function RawPricingPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-white">Raw Pricing</h1>
      <p className="text-slate-300">Internal tool — not client-facing</p>
    </section>
  );
}
