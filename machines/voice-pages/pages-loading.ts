import { fromPromise, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import { notProvided } from '../not-provided';
import type { VoicePage } from './voice-page-record';
import { failureOf } from '../failure-report';

/**
 * Reading the voice pages, as the admin's pages screen and a lead's panel both do: `loading` (busy) until the
 * pages come, `failed` with the reason and `Retry` when they do not. Each machine says where the pages lead
 * (`onDone`) and binds `storeError` to keep the failure's reason; a failed read is reported (`reportFailure`).
 */
export const loadPages = fromPromise<VoicePage[]>(notProvided('loadPages'));

/** The pages a `loadPages` invoke answered. */
export const pagesOf = ({ event }: { event: DoneActorEvent<VoicePage[]> }): VoicePage[] => event.output;

/** What a failed invoke threw, for `storeError`. */
export const errorOf = ({ event }: { event: ErrorActorEvent }): unknown => event.error;

/** The `loading` and `failed` states, around the machine's own `onDone`. */
export const pagesLoadingStates = <const Done>(onDone: Done) =>
  ({
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPages',
        src: 'loadPages',
        onDone,
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: errorOf },
            { type: 'reportFailure', params: failureOf },
          ],
        },
      },
    },
    failed: {
      on: { 'pages.retry': { target: 'loading' } },
    },
  }) as const;
