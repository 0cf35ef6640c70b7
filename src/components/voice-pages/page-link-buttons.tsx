import { Check, Copy, ExternalLink } from 'lucide-react';
import { Button, ButtonLink } from '../ui/button';

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

/** Opens the prospect's page in a new tab, as they will see it. */
export function OpenPageLink({ slug, name }: { slug: string; name?: string }) {
  return (
    <ButtonLink
      to="/ai-phone-caller/$slug"
      params={{ slug }}
      target="_blank"
      rel="noreferrer"
      variant="quiet"
      size="compact"
      shape="box"
      aria-label={name}
    >
      <ExternalLink className="h-4 w-4" aria-hidden="true" />
      Open
    </ButtonLink>
  );
}
