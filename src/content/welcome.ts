import type { PasswordProblem } from '../../machines/welcome/welcome.machine';
import { welcomeHead } from './welcome-head';

/** The invited teammate's page: choosing a password. */
export const welcomeCopy = {
  title: welcomeHead.title,
  opening: 'Opening your invitation...',
  intro: (email: string) => `You were invited to the team as ${email}. Choose a password to sign in with.`,
  password: 'New password',
  passwordHint: 'At least 8 characters.',
  confirmation: 'Type it again',
  save: 'Save password',
  saving: 'Saving...',
  problems: {
    short: 'Use at least 8 characters.',
    different: 'The two passwords are not the same.',
  } satisfies Record<PasswordProblem, string>,
  saveFailed: 'save the password',
  invalid: 'This invitation link cannot be used',
  invalidHint: 'It has expired or was used already. Ask an admin of your team to invite you again.',
  saved: 'Password saved',
  savedHint:
    'Sign in with your email address and this password. You will then set up two-step sign-in with an authenticator app.',
  signIn: 'Sign in',
};
