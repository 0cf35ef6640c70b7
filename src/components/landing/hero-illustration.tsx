/** Our own hero art: a phone taking a call while the agent's voice waves answer. Decorative. */
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 320" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#22d3ee" stopOpacity="0.35" />
          <stop offset="1" stopColor="#8b5cf6" stopOpacity="0.35" />
        </linearGradient>
        <linearGradient id="hero-phone" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e293b" />
          <stop offset="1" stopColor="#0f172a" />
        </linearGradient>
        <linearGradient id="hero-wave" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#22d3ee" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <circle cx="160" cy="160" r="150" fill="url(#hero-glow)" />
      <circle cx="160" cy="160" r="118" fill="none" stroke="#22d3ee" strokeOpacity="0.25" strokeWidth="2" />
      <circle cx="160" cy="160" r="86" fill="none" stroke="#8b5cf6" strokeOpacity="0.3" strokeWidth="2" />
      <rect x="112" y="62" width="96" height="196" rx="18" fill="url(#hero-phone)" stroke="#334155" strokeWidth="3" />
      <rect x="146" y="72" width="28" height="5" rx="2.5" fill="#334155" />
      <circle cx="160" cy="128" r="22" fill="#0891b2" />
      <path
        d="M151 120c1.5 7 6 12.5 13 15l3.5-3.5a2 2 0 0 1 2-.5l5 1.8a2 2 0 0 1 1.3 1.9v5a2 2 0 0 1-2.2 2c-16-1.3-28.5-14-29.8-30a2 2 0 0 1 2-2.2h5a2 2 0 0 1 1.9 1.3l1.8 5a2 2 0 0 1-.5 2z"
        fill="#fff"
        transform="translate(-4 -4) scale(0.98)"
      />
      <g stroke="url(#hero-wave)" strokeWidth="5" strokeLinecap="round">
        <path d="M130 186v10M142 178v26M154 170v42M166 176v30M178 182v18M190 188v6" />
      </g>
      <rect x="128" y="226" width="64" height="16" rx="8" fill="#22c55e" fillOpacity="0.9" />
      <g fill="#e2e8f0">
        <rect x="222" y="92" width="74" height="28" rx="14" fillOpacity="0.95" />
        <rect x="24" y="196" width="82" height="28" rx="14" fillOpacity="0.95" />
      </g>
      <g fill="#0f172a">
        <circle cx="238" cy="106" r="4" />
        <rect x="248" y="103" width="36" height="6" rx="3" />
        <circle cx="40" cy="210" r="4" />
        <rect x="50" y="207" width="44" height="6" rx="3" />
      </g>
    </svg>
  );
}
