import { useId } from 'react';

type BrandLogoProps = { className?: string };

/** Our own mark: a sound wave in a rounded square, drawn inline so it costs no request. */
export function BrandLogo({ className = 'h-8 w-8' }: BrandLogoProps) {
  // Each copy needs its own gradient id: a shared one breaks when the first copy is hidden (printing).
  const gradientId = useId();
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#22d3ee" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M9 17v-2M13 20v-8M17 23V9M21 20v-8M25 17v-2" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
