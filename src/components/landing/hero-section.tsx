import { PhoneCall } from 'lucide-react';
import { hero } from '../../content/landing/hero';
import { scrollBehavior } from '../../lib/reduced-motion';
import { Button, ButtonLink } from '../ui/button';
import { HeroIllustration } from './hero-illustration';
import { RevealSection } from './reveal-section';

export function HeroSection({ videoSectionId }: { videoSectionId: string }) {
  const showVideo = () => {
    document.getElementById(videoSectionId)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  };
  return (
    <RevealSection id="hero" labelledBy="hero-title" className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-20 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:pt-20">
        <div>
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance text-white sm:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-5 text-xl font-medium text-brand-400 sm:text-2xl">{hero.subline}</p>
          <p className="mt-4 max-w-xl text-lg text-slate-300">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button size="lg" onClick={showVideo}>
              <PhoneCall className="h-5 w-5" aria-hidden="true" />
              {hero.phoneDemo}
            </Button>
            <ButtonLink to="/" hash="contact" variant="secondary" size="lg">
              {hero.bookDemo}
            </ButtonLink>
          </div>
          <ul aria-label={hero.highlights} className="mt-10 flex flex-wrap gap-3">
            {hero.badges.map(({ label, icon: Icon }) => (
              <li
                key={label}
                className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-4 py-2 text-sm font-medium text-slate-100"
              >
                <Icon className="h-4 w-4 text-brand-400" aria-hidden="true" />
                {label}
              </li>
            ))}
            <li className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-4 py-2 text-sm font-medium text-slate-100">
              <span aria-hidden="true" className="text-xl leading-none text-brand-400">
                ∞
              </span>
              {/* Read as one phrase, in the language's own word order ("Escalabilidad ilimitada"). */}
              <span aria-hidden="true">{hero.scalability}</span>
              <span className="sr-only">{hero.unlimitedScalability}</span>
            </li>
          </ul>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-sm" />
      </div>
    </RevealSection>
  );
}
