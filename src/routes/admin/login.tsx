import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/login')({ component: AdminLoginPage });

function AdminLoginPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold text-white">Admin Login</h1>
    </section>
  );
}
