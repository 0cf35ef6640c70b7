import { useSelector } from '@xstate/react';
import { Captions, CaptionsOff, Mic, MicOff, PhoneOff } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import {
  callStatus,
  type CallStatus,
  type CaptionLine,
  type voiceCallMachine,
} from '../../../machines/voice-call/voice-call.machine';
import { mutedCallText } from '../../content/call-view';
import { useFocusWhenLost } from '../../lib/use-focus-when-lost';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';
import { CallTimer } from './call-timer';
import { OfflineNote } from './welcome-view';
import { m } from '../../paraglide/messages.js';

/** The start animation's stages, in order; the panel grows through them. */
export type Stage = 'entering' | 'igniting' | 'revealing' | 'complete';

type StatusText = { label: string; sub: string; caption: string; hint: string };

/** What each call status says, in the page's language (read when the call view renders). */
const statusText: Record<CallStatus, () => StatusText> = {
  connecting: () => ({
    label: m.voice_connecting(),
    sub: m.voice_wait(),
    caption: m.voice_establishing(),
    hint: m.voice_setting_up(),
  }),
  listening: () => ({
    label: m.voice_listening(),
    sub: m.voice_connected(),
    caption: m.voice_listening_caption(),
    hint: m.voice_speak(),
  }),
  speaking: () => ({
    label: m.voice_ai_speaking(),
    sub: m.voice_connected(),
    caption: m.voice_ai_speaking_caption(),
    hint: m.voice_wait_response(),
  }),
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
  /** Whether End takes the focus the pressed Start (or the connecting End) lost. */
  takeFocus: boolean;
  onEnd: () => void;
  captionsShown: boolean;
  onShowCaptions: (shown: boolean) => void;
};

/** The call screen (Call view): staged panel, status, captions, End, and the test-build warning. */
export function CallView({ stage, call, offline, takeFocus, onEnd, captionsShown, onShowCaptions }: CallViewProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-10 text-center sm:px-6">
      {call ? (
        <LiveCall
          stage={stage}
          call={call}
          takeFocus={takeFocus}
          onEnd={onEnd}
          captionsShown={captionsShown}
          onShowCaptions={onShowCaptions}
        />
      ) : (
        <>
          <Panel stage={stage} status="connecting" />
          <div className="mt-8">
            <EndButton takeFocus={takeFocus} onEnd={onEnd} />
          </div>
        </>
      )}
      <Notice tone="danger" role="note" className="mt-8 max-w-md text-sm font-medium">
        {m.voice_test_build()}
      </Notice>
      {offline && <OfflineNote />}
    </div>
  );
}

function LiveCall({
  stage,
  call,
  takeFocus,
  onEnd,
  captionsShown,
  onShowCaptions,
}: {
  stage: Stage;
  call: ActorRefFrom<typeof voiceCallMachine>;
  takeFocus: boolean;
  onEnd: () => void;
  captionsShown: boolean;
  onShowCaptions: (shown: boolean) => void;
}) {
  const status = useSelector(call, (snapshot) => callStatus(snapshot.context));
  const muted = useSelector(call, (snapshot) => snapshot.context.muted);
  const connectedAt = useSelector(call, (snapshot) => snapshot.context.connectedAt);
  const captions = useSelector(call, (snapshot) => snapshot.context.captions);
  const partialCaption = useSelector(call, (snapshot) => snapshot.context.partialCaption);
  const notice = useSelector(call, (snapshot) => snapshot.context.notice);
  const canMute = useSelector(call, (snapshot) =>
    snapshot.can({ type: 'call.setMuted', muted: !snapshot.context.muted }),
  );
  // Muted, the call is not listening to the visitor at all: say so rather than invite them to speak.
  const text =
    muted && status === 'listening' ? { ...statusText.listening(), ...mutedCallText() } : statusText[status]();
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
      <LiveCaptions shown={captionsShown} onShow={onShowCaptions} lines={captions} partial={partialCaption} />
      {notice && (
        <p className="mt-2 text-sm text-amber-200">
          {notice.kind === 'autoplay' ? m.voice_autoplay_blocked() : m.voice_small_problem()}
        </p>
      )}
      {/* Wraps rather than overflows: German and French labels make the row wider than a phone. */}
      <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
        <CallTimer since={connectedAt} />
        <Button
          variant="quiet"
          size="lg"
          aria-pressed={muted}
          disabled={!canMute}
          onClick={() => call.send({ type: 'call.setMuted', muted: !muted })}
        >
          {muted ? <MicOff className="h-5 w-5" aria-hidden="true" /> : <Mic className="h-5 w-5" aria-hidden="true" />}
          {muted ? m.voice_unmute() : m.voice_mute()}
        </Button>
        <EndButton takeFocus={takeFocus} onEnd={onEnd} />
      </div>
    </>
  );
}

const speaker = (line: CaptionLine) => `${line.role === 'assistant' ? m.voice_assistant() : m.voice_you()}: `;

/**
 * The live captions under the panel, behind a switch. Only final lines are in the live region, so a screen reader
 * reads each line once as it is said; the line still being said shows below it, outside the region. The list is
 * laid out bottom up, so the newest line stays in view without any scrolling code.
 */
function LiveCaptions({
  shown,
  onShow,
  lines,
  partial,
}: {
  shown: boolean;
  onShow: (shown: boolean) => void;
  lines: readonly CaptionLine[];
  partial: CaptionLine | null;
}) {
  return (
    <div className="mt-4 flex w-full max-w-lg flex-col items-center">
      <Button variant="quiet" size="sm" role="switch" aria-checked={shown} onClick={() => onShow(!shown)}>
        {shown ? (
          <Captions className="h-4 w-4" aria-hidden="true" />
        ) : (
          <CaptionsOff className="h-4 w-4" aria-hidden="true" />
        )}
        {m.voice_captions_switch()}
      </Button>
      {shown && (
        <div className="mt-2 w-full text-left text-base text-brand-100">
          <div className="flex max-h-40 flex-col-reverse overflow-y-auto">
            <div role="log" aria-live="polite" aria-label={m.voice_live_caption()}>
              <ol className="space-y-1">
                {lines.map((line, index) => (
                  <li key={index}>
                    <span className="font-semibold text-white">{speaker(line)}</span>
                    {line.text}
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <p className="min-h-6 text-slate-300 italic" aria-hidden="true">
            {partial ? `${speaker(partial)}${partial.text}` : ''}
          </p>
        </div>
      )}
    </div>
  );
}

function EndButton({ takeFocus, onEnd }: { takeFocus: boolean; onEnd: () => void }) {
  const end = useFocusWhenLost<HTMLButtonElement>(takeFocus);
  return (
    <Button ref={end} variant="danger" size="lg" onClick={onEnd}>
      <PhoneOff className="h-5 w-5" aria-hidden="true" />
      {m.voice_end()}
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
