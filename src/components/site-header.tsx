import { Calculator, House } from 'lucide-react';
import { BrandHomeLink } from './brand-home-link';
import { LanguageLinks } from './language-links';
import { m } from '../paraglide/messages.js';
import { siteWidth, staffWidth } from './page-width';
import { ButtonLink } from './ui/button';

/**
 * What a page wants on the right of the top bar, chosen with its route's `staticData.topBar`:
 * the ROI link (default), the voice page's 'Home' button, or nothing (admin screens bring their own).
 */
export type TopBarVariant = 'roi' | 'home' | 'none';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    topBar?: TopBarVariant;
    /** A staff screen: the page, and the top bar with it, use the whole width (page-width.ts). */
    staff?: boolean;
    /** Only admins may open it; sales are shown the "not allowed" page (the database refuses them too). */
    adminOnly?: boolean;
  }
}

/** The shared top bar: logo and brand name home (with the hidden staff entry), and the page's action. */
export function SiteHeader({ variant, staff }: { variant: TopBarVariant; staff: boolean }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-slate-950/80 backdrop-blur print:hidden">
      <nav
        aria-label={m.nav_main()}
        className={`flex h-16 items-center justify-between ${staff ? staffWidth : siteWidth}`}
      >
        <BrandHomeLink />
        <div className="flex items-center gap-1 sm:gap-3">
          <LanguageLinks compact />
          {variant === 'roi' && <RoiLink />}
          {variant === 'home' && <HomeButton />}
        </div>
      </nav>
    </header>
  );
}

function RoiLink() {
  return (
    <ButtonLink to="/roi" variant="quiet" size="sm">
      <Calculator className="h-4 w-4" aria-hidden="true" />
      <span className="sm:hidden">{m.nav_roi_short()}</span>
      <span className="hidden sm:inline">{m.nav_roi()}</span>
    </ButtonLink>
  );
}

function HomeButton() {
  return (
    <ButtonLink to="/" variant="quiet" size="sm">
      <House className="h-4 w-4" aria-hidden="true" />
      {/* On a phone the icon alone: 'Startseite' or 'Accueil' beside the language links runs off a 390 px screen. */}
      <span className="sr-only sm:not-sr-only">{m.nav_home()}</span>
    </ButtonLink>
  );
}
