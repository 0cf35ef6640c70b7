import { Link } from '@tanstack/react-router';
import { brand } from '../content/brand';
import { m } from '../paraglide/messages.js';
import { LanguageLinks } from './language-links';

export function SiteFooter() {
  return (
    <footer className="border-t border-white/10 py-8 text-sm text-slate-400 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        {/* Prerendered at build time: a page built in one year and opened in the next shows the new one. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {brand.name}. {brand.tagline}.
        </p>
        <nav aria-label={m.nav_footer()} className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link to="/roi" className="hover:text-white">
            {m.nav_roi()}
          </Link>
          <Link to="/" hash="contact" className="hover:text-white">
            {m.nav_book_demo()}
          </Link>
          <LanguageLinks />
        </nav>
      </div>
    </footer>
  );
}
