import { Lock, Mic, Zap } from 'lucide-react';
import { brand } from '../../content/brand';
import { BrandLogo } from '../brand-logo';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';
import { useFocusWhenLost } from '../../lib/use-focus-when-lost';
import { SelectField } from '../ui/text-field';
import { offersMicrophoneChoice, type Microphone } from '../../../machines/voice-page/microphones';
import { fallbackName } from '../../../machines/voice-page/voice-page.machine';
import { m } from '../../paraglide/messages.js';

type WelcomeViewProps = {
  /**
   * The record's name, or `fallbackName` when it has none: then each language greets without a name. `null` while the
   * record loads: the frame shows with 'Loading...' where Start will be, and the greeting's line keeps its place.
   */
  name: string | null;
  error: string | null;
  offline: boolean;
  onStart: () => void;
  /** Whether Start takes the focus the End button lost when the call ended. */
  takeFocus: boolean;
  /** Offered only when there is a choice (offersMicrophoneChoice). */
  microphones: readonly Microphone[];
  microphoneId: string | undefined;
  onChooseMicrophone: (id: string) => void;
};

/**
 * The greeting with Start Conversation (Welcome view), and its frame while the record loads (Loading view). The frame
 * is what the build prerenders for every slug, so the page paints its heading, intro and promises at once, and the
 * same elements take the name when it arrives: nothing moves and nothing is painted twice.
 */
export function WelcomeView({
  name,
  error,
  offline,
  onStart,
  takeFocus,
  microphones,
  microphoneId,
  onChooseMicrophone,
}: WelcomeViewProps) {
  const start = useFocusWhenLost<HTMLButtonElement>(takeFocus);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-12 text-center sm:px-6 sm:py-16">
      <BrandLogo className="h-20 w-20 drop-shadow-[0_0_30px_rgba(34,211,238,0.35)]" />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-white sm:text-5xl">
        {name === null ? (
          // Holds the line's place until the name arrives, unread and unseen but painted: transparent rather than
          // hidden, so the heading is painted at once and the browser does not count it again as the page's largest
          // paint when the name's text replaces this. The greeting with a stand-in name, so it wraps as a name would.
          <span className="text-transparent" aria-hidden="true">
            {m.voice_welcome({ name: fallbackName })}
          </span>
        ) : name === fallbackName ? (
          m.voice_welcome_guest()
        ) : (
          m.voice_welcome({ name })
        )}
        <span className="mt-2 block bg-gradient-to-r from-brand-300 to-accent-400 bg-clip-text text-transparent">
          {brand.productTitle}
        </span>
      </h1>
      <p className="mt-5 max-w-xl text-lg text-slate-300">{m.voice_intro()}</p>
      {error && (
        <Notice tone="danger" as="div" role="alert" className="mt-8 w-full max-w-md">
          {error}
        </Notice>
      )}
      {name === null ? (
        // As tall as Start (its xl size: 1rem above and below a 1.75rem line), which takes its place.
        <div role="status" aria-live="polite" className="mt-8 flex h-15 items-center gap-3 text-lg text-slate-300">
          <Spinner />
          {m.voice_loading()}
        </div>
      ) : (
        <Button ref={start} variant="gradient" size="xl" onClick={onStart} className="mt-8">
          <Mic className="h-5 w-5" aria-hidden="true" />
          {m.voice_start()}
        </Button>
      )}
      <p className="mt-3 text-sm text-slate-400">{m.voice_headphones()}</p>
      {name !== null && offersMicrophoneChoice(microphones) && (
        <SelectField
          id="voice-microphone"
          label={m.voice_microphone()}
          className="mt-6 w-full max-w-xs text-left"
          value={microphoneId ?? ''}
          options={[
            ...(microphoneId === undefined ? [{ value: '', label: m.voice_default_mic() }] : []),
            ...microphones.map((microphone) => ({ value: microphone.id, label: microphone.label })),
          ]}
          onChange={(event) => onChooseMicrophone(event.target.value)}
        />
      )}
      <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm text-slate-300">
        <li className="flex items-center gap-2">
          <Lock className="h-4 w-4 text-brand-300" aria-hidden="true" />
          {m.voice_encrypted()}
        </li>
        <li className="flex items-center gap-2">
          <Zap className="h-4 w-4 text-brand-300" aria-hidden="true" />
          {m.voice_fast()}
        </li>
      </ul>
      {offline && <OfflineNote />}
    </div>
  );
}

export function OfflineNote() {
  return (
    <Notice tone="neutral" className="mt-8 max-w-md text-sm">
      {m.voice_offline_note()}
    </Notice>
  );
}
