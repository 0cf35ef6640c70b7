import {
  callSecondsRange,
  maxAssistantIdLength,
  maxGreetingLength,
  maxSlugLength,
  type DraftProblem,
} from '../../machines/page-form/page-rules';

/** The voice pages screens' words (staff only, English). */
export const voicePagesCopy = {
  copyRefused: 'Could not copy the link. Select it and copy it yourself.',
  loadFailed: 'Could not load the pages',
  refreshFailed: 'refresh the pages',
  deleteFailed: 'delete the page',
  leadPageFailed: 'load the voice page',
  saveFailed: 'save the page',
  /** What is wrong with a box of the page form, beside it. */
  problems: {
    slugMissing: 'Enter the link, e.g. acme-dental.',
    slugTooLong: `Keep the link to ${maxSlugLength} characters or fewer.`,
    slugShape: 'Use letters, digits, - and _ only, starting with a letter or digit.',
    slugTaken: 'That link is already taken.',
    nameBlank: 'Enter a name, not only spaces, or leave the box empty.',
    nameTooLong: `Keep the greeting name to ${maxGreetingLength} characters or fewer.`,
    assistantIdTooLong: `Keep the assistant id to ${maxAssistantIdLength} characters or fewer.`,
    callSecondsRange: `Enter whole seconds from ${callSecondsRange.min} to ${callSecondsRange.max.toLocaleString('en-US')}.`,
  } satisfies Record<DraftProblem, string>,
};
