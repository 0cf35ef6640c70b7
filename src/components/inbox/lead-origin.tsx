import { Link } from '@tanstack/react-router';
import type { Lead } from '../../../machines/inbox/lead';
import { contactLinkClass } from '../../lib/contact-links';
import { formatSubmissionDate } from '../../lib/submission-date';
import { repeatCopy } from '../../content/inbox';
import { businessCaseOf } from '../../../machines/growth/business-case';
import { journeyOf, type LeadStory } from '../../../machines/lead-panel/lead-story';
import {
  attributionLine,
  businessCaseAbsentText,
  businessCaseLine,
  journeyEntryText,
  leadStoryCopy,
} from '../../content/lead-story';

const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * Where the lead came from, the ROI estimate it brought (priced again by the calculator's one model from the stored
 * inputs) and its journey as one line of steps: "Arrived from google / cpc … 10:01 → ROI results … 10:03 → …".
 */
export function LeadOrigin({ lead, story }: { lead: Lead; story: LeadStory }) {
  const source = attributionLine(story.attribution);
  const journey = journeyOf(lead, story.journey, story.repeats);
  return (
    <section aria-labelledby="lead-origin-title" className="flex flex-col gap-2 text-sm">
      <h3 id="lead-origin-title" className="text-lg font-semibold text-white">
        {leadStoryCopy.heading}
      </h3>
      <p className="text-slate-300" data-testid="lead-source">
        <span className="text-slate-400">{leadStoryCopy.source}:</span> {source ?? leadStoryCopy.noSource}
      </p>
      <p className="text-slate-300" data-testid="lead-business-case">
        {story.businessCase ? (
          businessCaseLine(businessCaseOf(story.businessCase))
        ) : (
          <>
            <span className="text-slate-400">{leadStoryCopy.businessCase}:</span> {businessCaseAbsentText(journey)}
          </>
        )}
      </p>
      <p className="text-slate-400">{leadStoryCopy.journey}:</p>
      <ol className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-slate-200" data-testid="lead-journey">
        {journey.map((entry, index) => {
          const at = new Date(entry.at);
          const previous = index > 0 ? new Date(journey[index - 1]?.at ?? entry.at) : at;
          return (
            <li key={`${entry.kind}-${entry.at}-${index}`} className="flex items-baseline gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-500">
                  →
                </span>
              )}
              <span>
                {journeyEntryText(entry)}{' '}
                <time dateTime={entry.at} className="text-slate-400">
                  {(index === 0 || sameDay(at, previous) ? time : dayAndTime).format(at)}
                </time>
              </span>
            </li>
          );
        })}
      </ol>
      {story.repeats.length > 0 && (
        <>
          <p className="text-slate-400">{repeatCopy.requestsHeading}:</p>
          <ul className="flex flex-wrap gap-x-3 gap-y-1" data-testid="lead-repeats">
            {story.repeats.map((repeat) => (
              <li key={repeat.id}>
                <Link
                  to="/admin/dashboard/$id"
                  params={{ id: repeat.id }}
                  search={(previous) => previous}
                  className={contactLinkClass}
                >
                  <time dateTime={repeat.at}>{formatSubmissionDate(repeat.at)}</time>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
