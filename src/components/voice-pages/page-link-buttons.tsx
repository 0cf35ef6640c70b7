import { Check, Copy, ExternalLink, Mail } from 'lucide-react';
import { mailtoHref, type MailDraft } from '../../../machines/shared/contact-rules';
import { voicePagePath } from '../../lib/voice-page-url';
import { Button, ButtonAnchor } from '../ui/button';

/** `Copy link`, reading `Copied` while the copy-link machine shows it; `name` labels it for a list of pages. */
export function CopyLinkButton({ copied, name, onCopy }: { copied: boolean; name?: string; onCopy: () => void }) {
  const Icon = copied ? Check : Copy;
  return (
    <Button variant="secondary" size="compact" shape="box" aria-label={name} onClick={onCopy}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {copied ? 'Copied' : 'Copy link'}
    </Button>
  );
}

/**
 * Opens the prospect's page in a new tab, as they will see it, in `language`. A plain link: the router would give
 * it the admin area's language.
 */
export function OpenPageLink({ slug, language, name }: { slug: string; language: string; name?: string }) {
  return (
    <ButtonAnchor
      href={voicePagePath(slug, language)}
      target="_blank"
      rel="noreferrer"
      variant="quiet"
      size="compact"
      shape="box"
      aria-label={name}
    >
      <ExternalLink className="h-4 w-4" aria-hidden="true" />
      Open
    </ButtonAnchor>
  );
}

/**
 * Starts an email to the prospect in the staff member's mail program, written in the page's language with the
 * page's link; nothing when the stored address is not one a `mailto:` may carry.
 */
export function EmailPageLink({ email, draft }: { email: string; draft: MailDraft }) {
  const href = mailtoHref(email, draft);
  if (!href) return null;
  return (
    <ButtonAnchor href={href} variant="quiet" size="compact" shape="box">
      <Mail className="h-4 w-4" aria-hidden="true" />
      Email the link
    </ButtonAnchor>
  );
}
