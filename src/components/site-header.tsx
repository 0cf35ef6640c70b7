import { Link } from '@tanstack/react-router';
import { Calculator } from 'lucide-react';
import { brand } from '../content/brand';
import { BrandLogo } from './brand-logo';

/** The shared top bar: logo and brand name home, and the ROI calculator link ('ROI' on small screens). */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-slate-950/80 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight text-white">
          <BrandLogo />
          <span className="text-lg">{brand.name}</span>
        </Link>
        <Link
          to="/roi"
          className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white hover:bg-white/20"
        >
          <Calculator className="h-4 w-4" aria-hidden="true" />
          <span className="sm:hidden">ROI</span>
          <span className="hidden sm:inline">ROI Calculator</span>
        </Link>
      </nav>
    </header>
  );
}
