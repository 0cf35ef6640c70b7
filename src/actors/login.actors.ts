import { fromPromise } from 'xstate';
import type { CodeCheck, Enrolment, LoginCredentials, SecondStep } from '../../machines/login/login.machine';
import { loadSupabase } from '../lib/load-supabase';
import { readTeamSettings } from './team-settings';

/**
 * Binds the login machine to supabase-js: the password grant, then `auth.mfa` for the code or a new authenticator.
 * The session actor hears each new session itself. Each outcome is noted in the audit trail; a note that fails
 * never stands in the way of signing in.
 */
export const loginActors = {
  signIn: fromPromise<SecondStep, LoginCredentials>(async ({ input }) => {
    const db = await loadSupabase();
    const { error } = await db.auth.signInWithPassword(input);
    if (error) {
      await db.rpc('note_failed_sign_in', { p_email: input.email });
      throw error;
    }
    const { data: factors, error: factorsError } = await db.auth.mfa.listFactors();
    if (factorsError) throw factorsError;
    const verified = factors.totp.find((factor) => factor.status === 'verified');
    if (verified) return { next: 'code', factorId: verified.id };
    if ((await readTeamSettings(db)).twoStepRequired) return { next: 'enrol' };
    await db.rpc('record_sign_in', { p_succeeded: true });
    return { next: 'none' };
  }),
  enrol: fromPromise<Enrolment>(async () => {
    const db = await loadSupabase();
    // An enrolment left unconfirmed earlier would take the name; it was never usable, so it goes.
    const { data: factors, error: factorsError } = await db.auth.mfa.listFactors();
    if (factorsError) throw factorsError;
    for (const factor of factors.all.filter((candidate) => candidate.status === 'unverified')) {
      const { error } = await db.auth.mfa.unenroll({ factorId: factor.id });
      if (error) throw error;
    }
    const { data, error } = await db.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
    if (error) throw error;
    return { factorId: data.id, uri: data.totp.uri, secret: data.totp.secret };
  }),
  verifyCode: fromPromise<void, CodeCheck>(async ({ input }) => {
    const db = await loadSupabase();
    const { error } = await db.auth.mfa.challengeAndVerify({ factorId: input.factorId, code: input.code });
    await db.rpc('record_sign_in', { p_succeeded: !error, p_enrolled: input.enrolling });
    if (error) throw error;
    // supabase-js hands Realtime a new token on a sign-in or refresh, not on a verified code: without this the
    // live pages would subscribe with the password-only token, which reads no lead.
    await db.realtime.setAuth();
  }),
};
