/** The sign-in page's words (staff only, English). */
export const loginCopy = {
  /** A failed sign-in the auth server gave no words for. */
  failed: 'Invalid email or password',
};
