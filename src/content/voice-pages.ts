/** The voice pages screens' words (staff only, English). */
export const voicePagesCopy = {
  copyRefused: 'Could not copy the link. Select it and copy it yourself.',
};
