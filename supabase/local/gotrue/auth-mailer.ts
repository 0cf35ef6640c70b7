import { AuthError } from './auth-error';

export type AuthEmail = { to: string; subject: string; html: string; text: string };

// Supabase Auth's own sender name; the local catcher accepts any API key as long as one is sent.
const sender = 'Supabase Auth <noreply@localhost.localdomain>';
const localKey = 're_local_auth_mailer';
const sendTimeoutMs = 5_000;

/**
 * Where the stand-in's GoTrue sends its emails (invitations): an email API shaped like Resend's, which locally is
 * the mail catcher. Until one is set, sending fails as GoTrue fails without a working mail server.
 */
export class AuthMailer {
  private emailApiUrl: string | null = null;

  deliverTo(emailApiUrl: string): void {
    this.emailApiUrl = emailApiUrl;
  }

  /** Sends the email, or fails with GoTrue's 500 and `failure` as its message. */
  async send(email: AuthEmail, failure: string): Promise<void> {
    if (!this.emailApiUrl) throw new AuthError(500, 'unexpected_failure', failure);
    const response = await fetch(`${this.emailApiUrl}/emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${localKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: sender,
        to: [email.to],
        subject: email.subject,
        html: email.html,
        text: email.text,
      }),
      signal: AbortSignal.timeout(sendTimeoutMs),
    }).catch(() => null);
    if (!response?.ok) throw new AuthError(500, 'unexpected_failure', failure);
  }
}
