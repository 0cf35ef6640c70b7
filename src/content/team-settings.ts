/** The team settings screen's words (admins only). */
export const teamSettingsCopy = {
  title: 'Team settings',
  intro: 'How staff sign in. Every change is noted in the audit trail.',
  twoStep: 'Require two-step sign-in',
  twoStepHint:
    'Staff sign in with a password and a 6-digit code from an authenticator app. While this is off, a password alone opens the inbox.',
  idleMinutes: 'Idle minutes',
  idleMinutesHint: 'A staff session ends after this many minutes without input, with a warning a minute before.',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved.',
  loadFailed: 'Could not load the team settings:',
  saveFailed: 'save the team settings',
  retry: 'Retry',
};
