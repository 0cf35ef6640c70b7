import { useActorRef, useSelector } from '@xstate/react';
import type { PointerEvent, UIEvent } from 'react';
import { processCarouselMachine } from '../../../machines/process-carousel/process-carousel.machine';
import { centredStep, processCarouselImplementations, processTrackId } from '../../actors/process-carousel.actors';
import { process } from '../../content/landing/process';
import { actorOptions } from '../../lib/inspector';
import { RevealSection } from './reveal-section';
import { SectionHeading } from './section-heading';

const processCarousel = processCarouselMachine.provide(processCarouselImplementations);

export function ProcessSection() {
  const actor = useActorRef(processCarousel, actorOptions());
  const dragging = useSelector(actor, (state) => state.hasTag('dragging'));
  // Snapping is off from the press on, or the first drag frame would snap back before it renders.
  const held = useSelector(actor, (state) => state.hasTag('held'));
  const activeStep = useSelector(actor, (state) => state.context.activeStep);

  // Touch and pen already scroll the track natively; dragging is what a mouse lacks.
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!isMouse(event) || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    actor.send({ type: 'pointer.down', x: event.clientX, scrollLeft: event.currentTarget.scrollLeft });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (isMouse(event)) actor.send({ type: 'pointer.move', x: event.clientX });
  };
  const onPointerEnd = (type: 'pointer.up' | 'pointer.cancel') => (event: PointerEvent<HTMLDivElement>) => {
    if (isMouse(event)) actor.send({ type });
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) =>
    actor.send({ type: 'track.scroll', step: centredStep(event.currentTarget) });

  return (
    <RevealSection id="process" labelledBy="process-title" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="process-title" eyebrow={process.eyebrow} intro={process.intro}>
          {process.heading}
        </SectionHeading>
      </div>
      {/* Full-bleed, so neighbouring steps show to the screen's edge around the centred one. */}
      <div
        id={processTrackId}
        role="region"
        aria-roledescription={process.carousel}
        aria-label={process.track}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd('pointer.up')}
        onPointerCancel={onPointerEnd('pointer.cancel')}
        onScroll={onScroll}
        data-dragging={dragging}
        className={`relative mt-12 overflow-x-auto px-[calc(50%-min(40vw,11rem))] pb-4 select-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-400 ${
          held ? 'cursor-grabbing snap-none' : 'cursor-grab snap-x snap-mandatory'
        }`}
      >
        {/* max-content width, so the track's end padding counts and the last card can be centred too */}
        <ol className="flex w-max gap-6">
          {process.steps.map(({ number, title, description, icon: Icon }, index) => (
            <li
              key={number}
              data-step={number}
              className={`w-[min(80vw,22rem)] shrink-0 snap-center rounded-3xl border p-8 motion-safe:transition-colors ${
                index === activeStep ? 'border-brand-400/60 bg-white/[0.06]' : 'border-white/10 bg-white/[0.03]'
              }`}
            >
              <div className="flex items-center justify-between">
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-accent-500 text-xl font-bold text-slate-950">
                  {number}
                </span>
                <Icon className="h-7 w-7 text-brand-400" aria-hidden="true" />
              </div>
              <h3 className="mt-6 text-xl font-semibold text-white">{title}</h3>
              <p className="mt-2 text-slate-300">{description}</p>
            </li>
          ))}
        </ol>
      </div>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mt-6 flex justify-center gap-1" role="group" aria-label={process.choose}>
          {process.steps.map(({ number, title }, index) => (
            <button
              key={number}
              type="button"
              aria-label={process.showStep(number, title)}
              aria-current={index === activeStep ? 'step' : undefined}
              onClick={() => actor.send({ type: 'dot.select', step: index })}
              className="group flex h-11 w-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-400"
            >
              <span
                aria-hidden="true"
                className={`block h-3 rounded-full motion-safe:transition-all ${
                  index === activeStep ? 'w-8 bg-brand-400' : 'w-3 bg-slate-500 group-hover:bg-slate-300'
                }`}
              />
            </button>
          ))}
        </div>
      </div>
    </RevealSection>
  );
}
