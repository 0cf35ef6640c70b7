/**
 * What a report may carry. Everything here is pure, so it is tested without a browser; sentry-reporter.ts applies
 * it to every event and breadcrumb before the SDK sends them.
 *
 * - Addresses lose their query and hash (ROI inputs, inbox searches and email addresses live there), and the page's
 *   own address is replaced by its route template, so a personalised page's slug never leaves.
 * - Every text (messages, exception values, breadcrumbs, extra data) loses email addresses, phone numbers and the
 *   values of the page's route params, search params and hash.
 * - Console breadcrumbs keep their message only, truncated; their arguments (objects, form values) are dropped.
 */
import type { Breadcrumb, ErrorEvent, StackFrame } from '@sentry/browser';
import type { PageFacts } from './error-report';

/** What `scrubEvent` needs to know about the page: its origin and route, and the values that must not leave. */
export type PageContext = { origin: string; route: string; privateValues: string[] };

/** Longer breadcrumb texts are cut here; a breadcrumb is a hint, not a record. */
export const maxBreadcrumbLength = 200;

/** Shorter values are not redacted: one or two characters would blank out ordinary words and digits. */
export const minPrivateValueLength = 3;

/** Letters and digits of any script on both sides, so internationalised addresses (`ada@bücher.de`) go too. */
const emailPattern = /[\p{L}\p{N}\w.!#$%&'*+/=?^`{|}~-]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/giu;

/**
 * A phone-like run: an optional +, then digits with spaces, dots, dashes or brackets between them. Not when it
 * continues a word, a dashed id (a UUID's last group) or a dotted name, so ids and versions stay readable.
 */
const phoneCandidate = /(?<![\w.+-])\+?\(?\d[\d\s().-]{5,}\d(?![\w-]|\.\d)/g;
/** Digit runs that are not phone numbers: an IPv4 address, a date. */
const notPhones = [/^\d{1,3}(?:\.\d{1,3}){3}$/, /^\d{4}-\d{2}-\d{2}$/];

function redactPhones(text: string): string {
  return text.replace(phoneCandidate, (match) => {
    const digits = match.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15 && !notPhones.some((shape) => shape.test(match)) ? '[phone]' : match;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The forms a value takes in a text: as typed, and as it appears in an address. */
function spellings(value: string): string[] {
  const forms = new Set([value, encodeURIComponent(value), value.replaceAll(' ', '+')]);
  return [...forms].filter((form) => form.length >= minPrivateValueLength);
}

/** `text` with emails, phone numbers and every private value blanked out. */
export function redactText(text: string, privateValues: readonly string[]): string {
  let result = text;
  const forms = privateValues.flatMap(spellings).sort((a, b) => b.length - a.length);
  if (forms.length > 0) result = result.replace(new RegExp(forms.map(escapeRegExp).join('|'), 'gi'), '[redacted]');
  return redactPhones(result.replace(emailPattern, '[email]'));
}

/** An address without its query and hash; text that is not an address is returned as it was. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#][\s\S]*$/, '');
}

/** The values a page's address carries beyond its route: its params (given by the app), search values and hash. */
export function privateValuesOf(location: { search: string; hash: string }, params: readonly string[]): string[] {
  const search = [...new URLSearchParams(location.search)].flatMap(([key, value]) => [key, value]);
  const hash = location.hash.replace(/^#/, '');
  return [...params, ...search, ...(hash ? [safeDecode(hash)] : [])].filter(
    (value) => value.length >= minPrivateValueLength,
  );
}

/**
 * The context of a report: the route the app named (else the route the build rendered the page for) and the values
 * that must not leave. Before the app names its params, every segment of the path counts as one.
 */
export function pageContextOf(
  facts: PageFacts | undefined,
  fallbackRoute: string,
  location: { origin: string; pathname: string; search: string; hash: string },
): PageContext {
  return {
    origin: location.origin,
    route: facts?.route ?? fallbackRoute,
    privateValues: privateValuesOf(location, facts?.params ?? location.pathname.split('/')),
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Every string inside `value` redacted, to a bounded depth (the SDK normalises deeper data to strings first). */
function redactDeep(value: unknown, privateValues: readonly string[], depth = 0): unknown {
  if (typeof value === 'string') return redactText(value, privateValues);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, privateValues, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactDeep(item, privateValues, depth + 1)]),
  );
}

const truncate = (text: string) =>
  text.length > maxBreadcrumbLength ? `${text.slice(0, maxBreadcrumbLength - 1)}…` : text;

/** A breadcrumb as it may be kept, or null to drop it. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb, privateValues: readonly string[]): Breadcrumb | null {
  // Navigations name whole addresses; the report's route says where the visitor is.
  if (breadcrumb.category === 'navigation') return null;
  const { message, data, ...rest } = breadcrumb;
  const kept: Breadcrumb = { ...rest };
  if (message !== undefined) kept.message = truncate(redactText(message, privateValues));
  if (breadcrumb.category === 'console') {
    // The arguments are the objects that were logged: the message already says what happened.
    if (data?.['logger'] !== undefined) kept.data = { logger: data['logger'] };
    return kept;
  }
  if (data) {
    const url = data['url'];
    const scrubbed = redactDeep(data, privateValues) as Record<string, unknown>;
    if (typeof url === 'string') scrubbed['url'] = redactText(withoutQuery(url), privateValues);
    kept.data = scrubbed;
  }
  return kept;
}

/** A frame without its local variables and source lines; its file is an address (the page's, for inline code). */
function scrubFrame(frame: StackFrame, privateValues: readonly string[]): StackFrame {
  const { vars: _vars, pre_context: _pre, context_line: _line, post_context: _post, ...rest } = frame;
  const address = (url: string) => redactText(withoutQuery(url), privateValues);
  return {
    ...rest,
    ...(rest.filename === undefined ? {} : { filename: address(rest.filename) }),
    ...(rest.abs_path === undefined ? {} : { abs_path: address(rest.abs_path) }),
  };
}

/** The event as it may leave the browser. */
export function scrubEvent(event: ErrorEvent, page: PageContext): ErrorEvent {
  const redact = (text: string) => redactText(text, page.privateValues);
  const userAgent = event.request?.headers?.['User-Agent'];
  const exceptions = event.exception?.values?.map((exception) => ({
    ...exception,
    ...(exception.value === undefined ? {} : { value: redact(exception.value) }),
    ...(exception.stacktrace?.frames
      ? {
          stacktrace: {
            ...exception.stacktrace,
            frames: exception.stacktrace.frames.map((frame) => scrubFrame(frame, page.privateValues)),
          },
        }
      : {}),
  }));
  const { user: _user, ...rest } = event;
  return {
    ...rest,
    ...(event.message === undefined ? {} : { message: redact(event.message) }),
    ...(event.logentry
      ? {
          logentry: {
            ...(event.logentry.message === undefined ? {} : { message: redact(event.logentry.message) }),
            ...(event.logentry.params
              ? { params: redactDeep(event.logentry.params, page.privateValues) as unknown[] }
              : {}),
          },
        }
      : {}),
    ...(exceptions ? { exception: { ...event.exception, values: exceptions } } : {}),
    request: { url: `${page.origin}${page.route}`, ...(userAgent ? { headers: { 'User-Agent': userAgent } } : {}) },
    transaction: page.route,
    tags: { ...(redactDeep(event.tags ?? {}, page.privateValues) as ErrorEvent['tags']), route: page.route },
    ...(event.extra ? { extra: redactDeep(event.extra, page.privateValues) as ErrorEvent['extra'] } : {}),
    ...(event.contexts ? { contexts: redactDeep(event.contexts, page.privateValues) as ErrorEvent['contexts'] } : {}),
    ...(event.breadcrumbs
      ? {
          breadcrumbs: event.breadcrumbs.flatMap((crumb) => scrubBreadcrumb(crumb, page.privateValues) ?? []),
        }
      : {}),
  };
}
