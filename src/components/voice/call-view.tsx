import { useSelector } from '@xstate/react';
import { Mic, MicOff, PhoneOff } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { callStatus, type CallStatus, type voiceCallMachine } from '../../../machines/voice-call/voice-call.machine';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';
import { CallTimer } from './call-timer';
import { OfflineNote } from './welcome-view';

/** The start animation's stages, in order; the panel grows through them. */
export type Stage = 'entering' | 'igniting' | 'revealing' | 'complete';

const statusText: Record<CallStatus, { label: string; sub: string; caption: string; hint: string }> = {
  connecting: {
    label: 'Connecting',
    sub: 'Please wait...',
    caption: 'Establishing connection...',
    hint: 'Setting up your personalized assistant',
  },
  listening: { label: 'Listening', sub: 'Connected', caption: 'Listening to you', hint: 'Speak naturally to continue' },
  speaking: { label: 'AI Speaking', sub: 'Connected', caption: 'AI is speaking', hint: 'Please wait for response' },
};

const dotColour: Record<CallStatus, string> = {
  connecting: 'bg-amber-400',
  listening: 'bg-emerald-400',
  speaking: 'bg-accent-400',
};

type CallViewProps = {
  stage: Stage;
  call: ActorRefFrom<typeof voiceCallMachine> | undefined;
  offline: boolean;
  onEnd: () => void;
};

/** The call screen (Call view): staged panel, status, captions, End, and the test-build warning. */
export function CallView({ stage, call, offline, onEnd }: CallViewProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-10 text-center sm:px-6">
      {call ? (
        <LiveCall stage={stage} call={call} onEnd={onEnd} />
      ) : (
        <>
          <Panel stage={stage} status="connecting" />
          <div className="mt-8">
            <EndButton onEnd={onEnd} />
          </div>
        </>
      )}
      <Notice tone="danger" role="note" className="mt-8 max-w-md text-sm font-medium">
        Warning: you are speaking to a test build of this assistant. It is not fit for production use.
      </Notice>
      {offline && <OfflineNote />}
    </div>
  );
}

function LiveCall({
  stage,
  call,
  onEnd,
}: {
  stage: Stage;
  call: ActorRefFrom<typeof voiceCallMachine>;
  onEnd: () => void;
}) {
  const status = useSelector(call, (snapshot) => callStatus(snapshot.context));
  const muted = useSelector(call, (snapshot) => snapshot.context.muted);
  const connectedAt = useSelector(call, (snapshot) => snapshot.context.connectedAt);
  const caption = useSelector(call, (snapshot) => snapshot.context.caption);
  const notice = useSelector(call, (snapshot) => snapshot.context.notice);
  const canMute = useSelector(call, (snapshot) =>
    snapshot.can({ type: 'call.setMuted', muted: !snapshot.context.muted }),
  );
  const text = statusText[status];
  return (
    <>
      <Panel stage={stage} status={status} />
      <div className="mt-8 flex items-center gap-3" role="status" aria-live="polite" data-call-status={status}>
        <span className={`h-3 w-3 rounded-full ${dotColour[status]} motion-safe:animate-pulse`} aria-hidden="true" />
        <span className="text-lg font-semibold text-white">{text.label}</span>
        <span className="text-sm text-slate-400">{text.sub}</span>
      </div>
      <div className="mt-4">
        <p className="text-xl font-medium text-slate-100">{text.caption}</p>
        <p className="mt-1 text-sm text-slate-400">{text.hint}</p>
      </div>
      <p
        className="mt-4 min-h-12 max-w-lg text-base text-brand-100 italic"
        aria-live="polite"
        aria-label="Live caption"
      >
        {caption ? `${caption.role === 'assistant' ? 'Assistant' : 'You'}: ${caption.text}` : ''}
      </p>
      {notice && (
        <p className="mt-2 text-sm text-amber-200">
          {notice.kind === 'autoplay'
            ? "Your browser blocked the assistant's audio. End the call and start again to hear it."
            : 'The call hit a small problem but is still connected.'}
        </p>
      )}
      <div className="mt-6 flex items-center gap-4">
        <CallTimer since={connectedAt} />
        <Button
          variant="quiet"
          size="lg"
          aria-pressed={muted}
          disabled={!canMute}
          onClick={() => call.send({ type: 'call.setMuted', muted: !muted })}
        >
          {muted ? <MicOff className="h-5 w-5" aria-hidden="true" /> : <Mic className="h-5 w-5" aria-hidden="true" />}
          {muted ? 'Unmute' : 'Mute'}
        </Button>
        <EndButton onEnd={onEnd} />
      </div>
    </>
  );
}

function EndButton({ onEnd }: { onEnd: () => void }) {
  return (
    <Button variant="danger" size="lg" onClick={onEnd}>
      <PhoneOff className="h-5 w-5" aria-hidden="true" />
      End
    </Button>
  );
}

const stageIndex: Record<Stage, number> = { entering: 0, igniting: 1, revealing: 2, complete: 3 };

/**
 * The circular panel: it fades in (entering), its ring lights (igniting), the orb appears (revealing),
 * then it breathes with the call: while the assistant talks the orb swells and a ring ripples out.
 */
function Panel({ stage, status }: { stage: Stage; status: CallStatus }) {
  const step = stageIndex[stage];
  const speaking = status === 'speaking';
  const orb = step < 2 ? 'scale-0 opacity-0' : speaking ? 'scale-125 opacity-100' : 'scale-100 opacity-100';
  return (
    <div
      data-stage={stage}
      aria-hidden="true"
      className={`relative flex h-64 w-64 items-center justify-center rounded-full transition-all duration-700 sm:h-72 sm:w-72 starting:scale-50 starting:opacity-0 ${
        step >= 1 ? 'scale-100' : 'scale-75'
      }`}
    >
      <div
        className={`absolute inset-0 rounded-full border-4 transition-all duration-700 ${
          step >= 1 ? 'border-brand-400 shadow-[0_0_60px_rgba(34,211,238,0.45)]' : 'border-white/10'
        }`}
      />
      <div
        className={`absolute inset-6 rounded-full bg-gradient-to-br from-brand-500/30 to-accent-600/40 transition-all duration-700 ${
          step >= 2 ? 'scale-100 opacity-100' : 'scale-50 opacity-0'
        }`}
      />
      {speaking && (
        <div className="absolute h-24 w-24 rounded-full border-2 border-accent-300/70 motion-safe:animate-ping" />
      )}
      <div
        className={`relative h-24 w-24 rounded-full bg-gradient-to-br from-brand-300 to-accent-500 transition-all duration-700 ${orb}`}
      />
    </div>
  );
}
