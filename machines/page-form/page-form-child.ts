import type { DoneActorEvent } from 'xstate';
import type { PageFormInput, PageFormOutput } from './page-form.machine';

/**
 * The page form run as a child, as the admin's pages screen and a lead's panel both do: it opens with the draft in
 * `context.form`, and when it is done a saved page leads to `saved`, a closed form to `closed`, the form closed either
 * way. Each machine provides `pageForm` (`pageFormMachine`), the guard `formSaved` (the output's `saved`) and the
 * action `closeForm` (`form: null`) in its own setup, where XState types them against its context.
 */
export const pageFormChild = <const Saved extends string, const Closed extends string>(saved: Saved, closed: Closed) =>
  ({
    id: 'pageForm',
    src: 'pageForm',
    input: ({ context }: { context: { form: PageFormInput | null } }) => context.form ?? {},
    onDone: [
      {
        guard: {
          type: 'formSaved',
          params: ({ event }: { event: DoneActorEvent<PageFormOutput> }) => event.output,
        },
        target: saved,
        actions: 'closeForm',
      },
      { target: closed, actions: 'closeForm' },
    ],
  }) as const;
