import { useActorRef, useSelector } from '@xstate/react';
import { Play } from 'lucide-react';
import { useRef } from 'react';
import { videoAutoplayMachine, videoEmbedSrc } from '../../../machines/video-autoplay/video-autoplay.machine';
import { explainerVideo } from '../../content/landing';
import { actorOptions } from '../../lib/inspector';
import { useOnReducedMotion } from '../../lib/reduced-motion';
import { useIntersection } from '../../lib/use-intersection';
import { RevealSection } from './reveal-section';
import { SectionHeading } from './section-heading';

export function VideoSection({ id }: { id: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const actor = useActorRef(videoAutoplayMachine, actorOptions());
  const phase = useSelector(actor, (state) => String(state.value));
  const embedded = useSelector(actor, (state) => state.hasTag('embedded'));
  const autoplay = useSelector(actor, (state) => state.hasTag('autoplay'));
  useOnReducedMotion(() => actor.send({ type: 'motion.reduce' }));
  useIntersection(
    frame,
    (entry) => {
      if (entry.isIntersecting) actor.send({ type: 'video.near' });
    },
    // Not earlier: the iframe is the first request to the video host, and autoplay remounts it anyway.
    { enabled: !embedded },
  );
  useIntersection(
    frame,
    (entry) => {
      // Chrome reports ratios like 0.4999 at the threshold itself.
      const halfVisible = entry.isIntersecting && entry.intersectionRatio >= 0.499;
      actor.send({ type: halfVisible ? 'video.visible' : 'video.hidden' });
    },
    { threshold: 0.5 },
  );
  return (
    <RevealSection id={id} labelledBy={`${id}-title`} className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={`${id}-title`} eyebrow="Watch" intro={explainerVideo.intro}>
          {explainerVideo.heading}
        </SectionHeading>
        <div
          ref={frame}
          data-autoplay={phase}
          className="relative mx-auto mt-10 aspect-video max-w-4xl overflow-hidden rounded-3xl border border-white/10 bg-slate-900 shadow-2xl shadow-brand-500/10"
        >
          {embedded ? (
            <iframe
              // A new src reloads the player: that is how autoplay starts and how it stops on leaving.
              key={autoplay ? 'autoplay' : 'still'}
              src={videoEmbedSrc(explainerVideo.videoId, autoplay)}
              title={explainerVideo.title}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              allowFullScreen
              className="absolute inset-0 h-full w-full"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex h-full w-full items-center justify-center bg-gradient-to-br from-slate-900 to-slate-800"
            >
              <span className="rounded-full bg-white/10 p-6">
                <Play className="h-10 w-10 text-white" />
              </span>
            </div>
          )}
        </div>
      </div>
    </RevealSection>
  );
}
