/** The sign-in page's words (staff only, English). */
export const loginCopy = {
  /** A failed sign-in the auth server gave no words for. */
  failed: 'Invalid email or password',
  /** A refused code the auth server gave no words for. */
  codeFailed: 'That code was not accepted. Enter the code your app shows now.',
  codePrompt: 'Enter the 6-digit code from your authenticator app.',
  enrolPrompt:
    'Your team requires two-step sign-in. Scan this QR code with an authenticator app, or type the key into it, then enter the 6-digit code it shows.',
  enrolling: 'Setting up two-step sign-in...',
  qrAlt: 'QR code for your authenticator app',
  keyLabel: 'Key',
  codeLabel: 'Code',
  verify: 'Verify',
  verifying: 'Verifying...',
};
