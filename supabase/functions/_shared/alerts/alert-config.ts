import type { ChatFormat } from './alert-messages.ts';
import { isPlainAddress } from './safe-text.ts';

/** How one channel stands: ready to send, or not, and why (shown on the Alerts screen). */
export type ChannelState<Settings> =
  { ready: true; settings: Settings; detail: string } | { ready: false; detail: string };

export type AlertConfig = {
  supabaseUrl: string;
  serviceRoleKey: string;
  siteUrl: string;
  /** The product's name as the messages sign it: the display name of ALERT_EMAIL_FROM. */
  brand: string;
  email: ChannelState<{ apiUrl: string; apiKey: string; from: string }>;
  chat: ChannelState<{ webhookUrl: string; format: ChatFormat }>;
};

/** Configuration read from the environment (or the Edge Function's secrets), with every problem in plain words. */
export type ReadConfig = { config: AlertConfig; problems: string[] };

/** Signs the messages when ALERT_EMAIL_FROM has no display name; the site's brand (a test keeps them equal). */
export const defaultBrand = 'Ringwise';

/** Resend's address; ALERT_EMAIL_API_URL points the worker at another API of the same shape (the local catcher). */
export const resendApiUrl = 'https://api.resend.com';

/** ALERT_CHAT_WEBHOOK_URL=off: no chat alerts. They wait in the ledger, not lost, until a webhook is set. */
export const chatOff = 'off';

/**
 * Reads the worker's configuration. Nothing is dropped quietly: a missing or malformed value is a problem
 * naming the variable, and the channel it concerns is not ready (its messages wait in the ledger).
 */
export function readAlertConfig(env: (name: string) => string | undefined): ReadConfig {
  const problems: string[] = [];
  const value = (name: string) => env(name)?.trim() || undefined;
  const need = (name: string, purpose: string) => {
    const found = value(name);
    if (!found) problems.push(`${name} is not set: ${purpose}.`);
    return found;
  };

  const supabaseUrl = need('SUPABASE_URL', 'the worker cannot reach the database');
  const serviceRoleKey = need('SUPABASE_SERVICE_ROLE_KEY', 'the worker cannot reach the database');
  const siteUrl = need('ALERT_SITE_URL', "the alerts' links to a lead need the site's address");
  if (siteUrl && !webUrl(siteUrl)) problems.push(`ALERT_SITE_URL is not an http(s) address: ${quote(siteUrl)}.`);

  const from = value('ALERT_EMAIL_FROM');
  const apiKey = value('RESEND_API_KEY');
  const apiUrl = value('ALERT_EMAIL_API_URL') ?? resendApiUrl;
  const emailProblems = [
    !apiKey && 'RESEND_API_KEY is not set: alert emails cannot be sent.',
    !from && 'ALERT_EMAIL_FROM is not set: alert emails need a sender, e.g. "Support <alerts@example.com>".',
    from && !senderAddress(from) && `ALERT_EMAIL_FROM is not "Name <address>" or an address: ${quote(from)}.`,
    !secureUrl(apiUrl) && `ALERT_EMAIL_API_URL must be an https address (http only on this machine): ${quote(apiUrl)}.`,
  ].filter((problem): problem is string => Boolean(problem));
  problems.push(...emailProblems);

  const webhookUrl = value('ALERT_CHAT_WEBHOOK_URL');
  const formatName = value('ALERT_CHAT_FORMAT') ?? 'slack';
  const format = formatName === 'slack' || formatName === 'teams' ? formatName : null;
  const chatProblems =
    webhookUrl === chatOff
      ? []
      : [
          !webhookUrl &&
            'ALERT_CHAT_WEBHOOK_URL is not set: chat alerts cannot be posted (set it to "off" to post none).',
          webhookUrl &&
            !secureUrl(webhookUrl) &&
            `ALERT_CHAT_WEBHOOK_URL must be an https address (http only on this machine): ${quote(webhookUrl)}.`,
          !format && `ALERT_CHAT_FORMAT must be slack or teams, not ${quote(formatName)}.`,
        ].filter((problem): problem is string => Boolean(problem));
  problems.push(...chatProblems);

  const config: AlertConfig = {
    supabaseUrl: (supabaseUrl ?? '').replace(/\/+$/, ''),
    serviceRoleKey: serviceRoleKey ?? '',
    siteUrl: (siteUrl ?? '').replace(/\/+$/, ''),
    brand: (from && senderAddress(from)?.name) || defaultBrand,
    email:
      emailProblems.length === 0 && apiKey && from
        ? {
            ready: true,
            settings: { apiUrl: apiUrl.replace(/\/+$/, ''), apiKey, from },
            detail: `From ${from} through ${hostOf(apiUrl)}`,
          }
        : { ready: false, detail: emailProblems.join(' ') },
    chat:
      webhookUrl === chatOff
        ? { ready: false, detail: 'Turned off (ALERT_CHAT_WEBHOOK_URL=off): chat alerts wait until a webhook is set.' }
        : chatProblems.length === 0 && webhookUrl && format
          ? {
              ready: true,
              settings: { webhookUrl, format },
              detail: `${format === 'slack' ? 'Slack' : 'Teams'} webhook at ${hostOf(webhookUrl)}`,
            }
          : { ready: false, detail: chatProblems.join(' ') },
  };
  return { config, problems };
}

function webUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** https, or http to this machine only (the local stand-ins): keys and leads never cross a network in clear. */
function secureUrl(text: string): boolean {
  const url = webUrl(text);
  if (!url) return false;
  return url.protocol === 'https:' || ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** "Name <address>" or a bare address. */
function senderAddress(text: string): { name: string | null; address: string } | null {
  const named = /^([^<>"\r\n]*?)\s*<([^<>\s]+)>$/.exec(text);
  const address = named ? named[2] : text;
  if (!address || !isPlainAddress(address)) return null;
  return { name: named?.[1]?.trim() || null, address };
}

const hostOf = (url: string) => new URL(url).host;

const quote = (text: string) => JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text);
