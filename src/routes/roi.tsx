import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/roi')({ component: RoiPage });

function RoiPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-white">ROI Calculator</h1>
    </section>
  );
}
