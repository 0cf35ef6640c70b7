import { security } from '../../content/landing/security';
import { RevealSection } from './reveal-section';

export function SecurityStrip() {
  return (
    <RevealSection id="security" labelledBy="security-title" className="border-y border-white/10 bg-white/[0.03]">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="security-title" className="sr-only">
          {security.heading}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-3">
          {security.badges.map(({ icon: Icon, title, description }) => (
            <li key={title} className="flex items-start gap-3">
              <span className="rounded-xl bg-brand-400/10 p-2.5 text-brand-400">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-white">{title}</h3>
                <p className="text-sm text-slate-400">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </RevealSection>
  );
}
