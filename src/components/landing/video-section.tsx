import { useActorRef, useSelector } from '@xstate/react';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { videoAutoplayMachine, videoEmbedSrc } from '../../../machines/video-autoplay/video-autoplay.machine';
import { videoAutoplayActors } from '../../actors/video-autoplay.actors';
import { explainerVideo } from '../../content/landing/video';
import { actorOptions } from '../../lib/inspector';
import { RevealSection } from './reveal-section';
import { SectionHeading } from './section-heading';

export function VideoSection({ id }: { id: string }) {
  const playerId = `${id}-player`;
  const [machine] = useState(() => videoAutoplayMachine.provide({ actors: videoAutoplayActors(playerId) }));
  const actor = useActorRef(machine, actorOptions());
  const phase = useSelector(actor, (state) => String(state.value));
  const embedded = useSelector(actor, (state) => state.hasTag('embedded'));
  const autoplay = useSelector(actor, (state) => state.hasTag('autoplay'));
  return (
    <RevealSection id={id} labelledBy={`${id}-title`} className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={`${id}-title`} eyebrow={explainerVideo.eyebrow} intro={explainerVideo.intro}>
          {explainerVideo.heading}
        </SectionHeading>
        <div
          id={playerId}
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
