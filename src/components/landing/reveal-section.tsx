import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { sectionRevealMachine } from '../../../machines/section-reveal/section-reveal.machine';
import { sectionRevealActors } from '../../actors/section-reveal.actors';
import { actorOptions } from '../../lib/inspector';

type RevealSectionProps = {
  id: string;
  labelledBy: string;
  className?: string;
  children: ReactNode;
};

/**
 * A landing section that fades in the first time a sliver of it is on screen. It arrives visible
 * (so the prerendered page paints without JavaScript) and hides only once measured below the fold.
 * Reduced motion keeps it fully visible from the start (the `motion-safe:` variants never apply).
 */
export function RevealSection({ id, labelledBy, className = '', children }: RevealSectionProps) {
  const [machine] = useState(() => sectionRevealMachine.provide({ actors: sectionRevealActors(id) }));
  const actor = useActorRef(machine, actorOptions());
  const revealed = useSelector(actor, (state) => state.matches('revealed'));
  const hidden = useSelector(actor, (state) => state.matches({ watching: 'hidden' }));
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      data-revealed={revealed}
      className={`scroll-mt-20 motion-safe:transition motion-safe:duration-700 motion-safe:ease-out ${
        hidden ? 'motion-safe:translate-y-6 motion-safe:opacity-0' : 'opacity-100'
      } ${className}`}
    >
      {children}
    </section>
  );
}
