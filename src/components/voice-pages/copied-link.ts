import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { copyLinkMachine } from '../../../machines/copy-link/copy-link.machine';

export type CopyLinkRef = ActorRefFrom<typeof copyLinkMachine>;

/** Which link shows `Copied` now, and whether the clipboard refused the last copy, from a running copy-link machine. */
export function useCopiedLink(copy: CopyLinkRef | undefined) {
  const copiedId = useSelector(copy, (state) => (state?.hasTag('copied') ? state.context.id : null)) ?? null;
  const copyRefused = useSelector(copy, (state) => state?.context.refused) ?? false;
  return { copiedId, copyRefused };
}
