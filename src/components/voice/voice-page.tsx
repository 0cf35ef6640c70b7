import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { brand } from '../../content/brand';
import { env } from '../../lib/env';
import { actorOptions } from '../../lib/inspector';
import { microphoneForCall } from '../../../machines/voice-page/microphones';
import type { PageError } from '../../../machines/voice-page/voice-page.machine';
import { bindVoicePage } from '../../actors/voice-page.actors';
import { micHelp } from '../../content/mic-help';
import { m } from '../../paraglide/messages.js';
import { Notice } from '../ui/notice';
import { CallView, type Stage } from './call-view';

// Loaded with the first meeting the assistant books: most visits book none, and the page's first load stays light.
const MeetingBooked = lazy(() => import('./meeting-booked').then((module) => ({ default: module.MeetingBooked })));
import { WelcomeView } from './welcome-view';

const errorText = (error: PageError | null): string | null => {
  if (error === null) return null;
  if (error === 'voice') return m.voice_error();
  if (error === 'assistant-ended') return m.voice_assistant_ended();
  return micHelp(error, navigator.userAgent);
};

const stages: readonly Stage[] = ['entering', 'igniting', 'revealing', 'complete'];
const views = ['loading', 'notFound', 'lookupFailed', 'welcome'] as const;

/**
 * /ai-phone-caller and /ai-phone-caller/{slug}: one screen for both. The route keys it by slug so a
 * new slug gets a fresh page actor.
 */
export function VoicePage({ slug }: { slug: string | null }) {
  // Once per mount: the route keys the page by slug, so a new slug mounts a new page.
  const [{ machine, offline, microphoneId, captionsShown }] = useState(bindVoicePage);
  const page = useActorRef(machine, {
    ...actorOptions(),
    input: { slug, defaultAssistantId: env.defaultAssistantId, microphoneId, captionsShown },
  });
  const view = useSelector(
    page,
    (snapshot) => views.find((candidate) => snapshot.matches(candidate)) ?? 'conversation',
  );
  const stage = useSelector(
    page,
    (snapshot) => stages.find((candidate) => snapshot.matches({ conversation: candidate })) ?? 'entering',
  );
  const name = useSelector(page, (snapshot) => snapshot.context.name);
  const error = useSelector(page, (snapshot) => snapshot.context.error);
  const microphones = useSelector(page, (snapshot) => snapshot.context.microphones);
  const chosenMicrophone = useSelector(page, (snapshot) =>
    microphoneForCall(snapshot.context.microphones, snapshot.context.microphoneId),
  );
  const call = useSelector(page, (snapshot) => snapshot.children.voiceCall);
  const showCaptions = useSelector(page, (snapshot) => snapshot.context.captionsShown);
  const meeting = useSelector(page, (snapshot) => snapshot.context.meeting);
  // Leaving in the middle of a conversation ends it: on the tab's pagehide, and when the app navigates away (a
  // layout effect's cleanup runs before the actor is stopped, so the machine still hears of it).
  useLayoutEffect(() => {
    const leave = () => page.send({ type: 'page.leave' });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [page]);
  // Once the visitor has pressed Start, a view that replaces the pressed control takes the focus it lost.
  const [started, setStarted] = useState(false);

  const welcome = (name: string | null) => (
    <WelcomeView
      name={name}
      error={errorText(error)}
      offline={offline}
      onStart={() => {
        setStarted(true);
        page.send({ type: 'conversation.start' });
      }}
      takeFocus={started}
      microphones={microphones}
      microphoneId={chosenMicrophone}
      onChooseMicrophone={(id) => page.send({ type: 'microphone.choose', id })}
    />
  );
  let content: ReactNode;
  switch (view) {
    case 'loading':
      // The greeting's frame, which the build prerenders: the record's name fills it in.
      content = welcome(null);
      break;
    case 'notFound':
      content = <PageProblem message={m.voice_not_found()} />;
      break;
    case 'lookupFailed':
      content = <PageProblem message={m.voice_lookup_failed()} />;
      break;
    case 'welcome':
      content = welcome(name);
      break;
    case 'conversation':
      content = (
        <CallView
          stage={stage}
          call={call}
          offline={offline}
          takeFocus={started}
          onEnd={() => page.send({ type: 'conversation.end' })}
          captionsShown={showCaptions}
          onShowCaptions={(shown) => page.send({ type: 'captions.show', shown })}
        />
      );
  }
  // The page fills the screen below the header whatever it shows, so the footer starts below the fold
  // and does not move when the page's content arrives (no layout shift).
  return (
    <div className="min-h-[calc(100svh-4rem)]">
      <div role="status" className="mx-auto max-w-3xl px-4 empty:hidden">
        {meeting && (
          <Suspense fallback={null}>
            <MeetingBooked meeting={meeting} />
          </Suspense>
        )}
      </div>
      {content}
    </div>
  );
}

function PageProblem({ message }: { message: string }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="sr-only">{brand.productTitle}</h1>
      <Notice tone="danger" size="lg" role="alert" className="text-lg">
        {message}
      </Notice>
    </div>
  );
}
