import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/_authed/dashboard')({ component: DashboardPage });

function DashboardPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-white">Dashboard</h1>
      <p className="text-slate-300">Manage contact submissions</p>
    </section>
  );
}
