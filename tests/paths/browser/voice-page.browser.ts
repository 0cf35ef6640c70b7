import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { maxDurationEndedReason, type VoiceCallOutput } from '../../../machines/voice-call/voice-call.machine';
import type { PersonalizedAssistant } from '../../../machines/voice-page/voice-page.machine';
import type { BrowserFlow } from './browser-flow';
import { holdRequests } from './held-requests';

// The personalised page's words and figures, word for word (docs/voice.md): messages, and the start animation's
// stages at 1.2 s, 1.8 s and 3.5 s after the click.
const screenText = {
  loading: 'Loading...',
  notFound: 'Personalized page not found.',
  lookupFailed: 'Unable to load personalized page.',
  start: 'Start Conversation',
};
const stageAt: Record<string, number> = { igniting: 1200, revealing: 1800, complete: 3500 };
const stages = ['entering', 'igniting', 'revealing', 'complete'];

/**
 * The personalised voice page (`/ai-phone-caller/ACME-DENTAL`) with the offline demo voice. The record's lookup is
 * held and answered with the path's record, none, or a dropped connection. The call itself runs on the offline
 * voice with a fake microphone, granted: it ends at the person's End (or at the page's maximum length, which the
 * plan does not sample), so the voice's other endings and a denied or missing microphone are refused.
 */
export const voicePageBrowser: BrowserFlow = {
  url: '/ai-phone-caller/ACME-DENTAL',
  cannotDo: (path) => {
    const index = path.steps.findIndex((step) => /^xstate\.(done|error)\.actor\.voiceCall$/.test(step.event.type));
    const step = path.steps[index];
    if (!step) return undefined;
    const { output } = step.event as { output?: VoiceCallOutput };
    const kind = output?.error?.kind;
    if (kind === 'mic-permission' || kind === 'mic-unavailable')
      return `step ${index + 1} ends the call with ${kind}, where the replay's browser grants a fake microphone that is always there`;
    const why = output ? (output.endedReason ?? kind) : 'a crash of the call';
    return `step ${index + 1} ends the call from the voice side (${why}): the offline voice ends a call only at the page's maximum length (${maxDurationEndedReason})`;
  },
  timerMs: (before, after) => {
    const from = stages.find((stage) => before.matches({ conversation: stage }));
    const to = stages.find((stage) => after.matches({ conversation: stage }));
    const previous = from === 'entering' ? 0 : stageAt[from ?? ''];
    const next = stageAt[to ?? ''];
    return previous === undefined || next === undefined ? undefined : next - previous;
  },
  async open(page: Page) {
    const lookups = await holdRequests(page, '**/rest/v1/rpc/get_personalized_assistant*');
    return {
      async act(event) {
        if (event.type === 'xstate.done.actor.lookupAssistant') {
          // The stand-in's answer, with the path's record (or none) as the row the RPC returns.
          const { output } = event as unknown as { output: PersonalizedAssistant | null };
          const rows = output ? [{ slug: output.slug, name: output.name, assistant_id: output.assistantId }] : [];
          await lookups.answer(200, rows);
        } else if (event.type === 'xstate.error.actor.lookupAssistant') {
          await lookups.abort();
        } else if (event.type === 'conversation.start') {
          await page.getByRole('button', { name: screenText.start }).click();
        } else if (event.type === 'conversation.end') {
          await page.getByRole('button', { name: 'End', exact: true }).click();
        } else if (event.type === 'captions.show') {
          const { shown } = event as unknown as { shown: boolean };
          const captions = page.getByRole('switch', { name: 'Captions' });
          if ((await captions.getAttribute('aria-checked')) !== String(shown)) await captions.click();
        } else {
          throw new Error(`the voice page has no gesture for ${event.type}`);
        }
      },
      async expectScreen(state: AnyMachineSnapshot) {
        if (state.matches('loading')) {
          await expect(page.getByText(screenText.loading)).toBeVisible();
        } else if (state.matches('notFound')) {
          await expect(page.getByRole('alert')).toHaveText(screenText.notFound);
        } else if (state.matches('lookupFailed')) {
          await expect(page.getByRole('alert')).toHaveText(screenText.lookupFailed);
        } else if (state.matches('welcome')) {
          const { name } = state.context as { name: string };
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            new RegExp(`Welcome ${name} to your\\s*AI Phone Caller`),
          );
          await expect(page.getByRole('button', { name: screenText.start })).toBeVisible();
        } else {
          const stage = stages.find((candidate) => state.matches({ conversation: candidate }));
          await expect(page.locator(`[data-stage="${stage}"]`)).toBeAttached();
          await expect(page.getByRole('button', { name: 'End', exact: true })).toBeVisible();
          const { captionsShown } = state.context as { captionsShown: boolean };
          await expect(page.getByRole('switch', { name: 'Captions' })).toHaveAttribute(
            'aria-checked',
            String(captionsShown),
          );
          await expect(page.getByRole('log', { name: 'Live caption' })).toHaveCount(captionsShown ? 1 : 0);
        }
      },
    };
  },
};
