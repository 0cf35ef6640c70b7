/** The call view's lines while the visitor's microphone is muted (the assistant hears nothing). */
export const mutedCallText = {
  caption: 'Your microphone is muted',
  hint: 'Unmute to keep talking',
} as const;
