import type { Lead } from '../../../machines/inbox/lead';
import { mailtoHref, telHref } from '../../../machines/shared/contact-rules';
import { contactLinkClass } from '../../lib/contact-links';
import { formatSubmissionDate } from '../../lib/submission-date';
import { ReplyDeadline } from './reply-deadline';
import { languageName } from './view-labels';
import { PhoneNumberText } from '../phone-number-text';

/** Every field the visitor sent, with links that start an email or a call. */
export function LeadDetails({ lead }: { lead: Lead }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-slate-400">First name</dt>
      <dd className="text-white">{lead.firstName}</dd>
      <dt className="text-slate-400">Last name</dt>
      <dd className="text-white">{lead.lastName}</dd>
      <dt className="text-slate-400">Email</dt>
      <dd className="wrap-anywhere">
        <a href={mailtoHref(lead.email)} className={contactLinkClass}>
          {lead.email}
        </a>
      </dd>
      <dt className="text-slate-400">Phone</dt>
      <dd>
        <a href={telHref(lead.phone)} className={contactLinkClass}>
          <PhoneNumberText phone={lead.phone} />
        </a>
      </dd>
      <dt className="text-slate-400">Business</dt>
      <dd className="wrap-anywhere whitespace-pre-line text-white">{lead.business}</dd>
      <dt className="text-slate-400">Language</dt>
      <dd className="text-white" data-testid="lead-language-name">
        {languageName(lead.locale)}
      </dd>
      <dt className="text-slate-400">Submitted</dt>
      <dd className="text-white">
        <time dateTime={lead.createdAt}>{formatSubmissionDate(lead.createdAt)}</time>
      </dd>
      {!lead.spam && (
        <>
          <dt className="text-slate-400">Reply</dt>
          <dd>
            <ReplyDeadline lead={lead} />
          </dd>
        </>
      )}
    </dl>
  );
}
