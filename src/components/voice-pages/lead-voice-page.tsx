import { useActorRef, useSelector } from '@xstate/react';
import { AudioLines, RefreshCw } from 'lucide-react';
import { leadVoicePageMachine } from '../../../machines/lead-voice-page/lead-voice-page.machine';
import type { LeadForPage } from '../../../machines/page-form/slug-suggestion';
import { leadVoicePageActors } from '../../actors/voice-pages.actors';
import { actorOptions } from '../../lib/inspector';
import { useClock } from '../../lib/use-clock';
import { randomSlugSuffix } from '../../lib/slug-suffix';
import { activitySummary } from '../../lib/voice-activity-text';
import { voicePageUrl } from '../../lib/voice-page-url';
import { locales } from '../../i18n/locales';
import { languageName } from '../inbox/view-labels';
import { Button } from '../ui/button';
import { SelectField } from '../ui/text-field';
import { ErrorNote } from '../ui/notice';
import { Spinner } from '../ui/spinner';
import { useCopiedLink } from './copied-link';
import { couldNot } from '../../content/failures';
import { voicePagesCopy } from '../../content/voice-pages';
import { pageEmailDraft } from '../../content/page-email';
import { PageForm } from './page-form';
import { CopyLinkButton, EmailPageLink, OpenPageLink } from './page-link-buttons';
import { failureReportActions } from '../../actors/report-failure';

/** The languages a voice page speaks, named for staff (the admin area is English): "Spanish". */
const pageLanguages = locales.map((locale) => ({ value: locale, label: languageName(locale) }));

/** A lead's voice demo page on its panel: the link with its activity, or the button that makes one. */
const leadVoicePage = leadVoicePageMachine.provide({ actors: leadVoicePageActors, actions: failureReportActions });

/** `email`: where `Email the link` writes to. */
export function LeadVoicePage({ lead }: { lead: LeadForPage & { email: string } }) {
  const actor = useActorRef(leadVoicePage, {
    ...actorOptions(),
    input: { lead, slugSuffix: randomSlugSuffix() },
  });
  const mode = useSelector(actor, (state) => {
    if (state.matches('loading')) return 'loading';
    if (state.matches('failed')) return 'failed';
    if (state.matches('linked')) return 'linked';
    return 'none';
  });
  const page = useSelector(actor, (state) => state.context.page);
  const loadFailure = useSelector(actor, (state) => state.context.loadFailure);
  const language = useSelector(actor, (state) => state.context.language);
  // xstate types children by every actor the machine declares; each id below runs only its own.
  const form = useSelector(actor, (state) => state.children.pageForm);
  const copy = useSelector(actor, (state) => state.children.copyLink);
  const { copiedId, copyRefused } = useCopiedLink(copy);
  const now = useClock(30_000);

  return (
    <section aria-label="Voice demo page" className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">Voice demo page</h3>
      {mode === 'loading' && <Spinner />}
      {mode === 'failed' && (
        <ErrorNote>
          {couldNot(voicePagesCopy.leadPageFailed, loadFailure?.reason ?? null)}{' '}
          <Button variant="dangerQuiet" size="compact" shape="box" onClick={() => actor.send({ type: 'pages.retry' })}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        </ErrorNote>
      )}
      {mode === 'none' && !form && (
        <Button size="sm" shape="box" className="self-start" onClick={() => actor.send({ type: 'page.create' })}>
          <AudioLines className="h-4 w-4" aria-hidden="true" />
          Create voice demo page
        </Button>
      )}
      {form && <PageForm form={form} title="New voice demo page" />}
      {mode === 'linked' && page && (
        <div className="flex flex-col gap-2">
          <SelectField
            id="lead-voice-page-language"
            label="Page language"
            className="max-w-48"
            value={language}
            options={pageLanguages}
            onChange={(event) => actor.send({ type: 'language.choose', language: event.target.value })}
          />
          <p className="font-medium wrap-anywhere text-white" data-testid="lead-voice-page-link">
            {voicePageUrl(page.slug, window.location.origin, language)}
          </p>
          <div className="flex flex-wrap gap-2">
            <CopyLinkButton
              copied={copiedId === page.id}
              onCopy={() =>
                actor.send({
                  type: 'link.copy',
                  id: page.id,
                  url: voicePageUrl(page.slug, window.location.origin, language),
                })
              }
            />
            <OpenPageLink slug={page.slug} language={language} />
            <EmailPageLink
              email={lead.email}
              draft={pageEmailDraft(
                language,
                lead.firstName,
                voicePageUrl(page.slug, window.location.origin, language),
              )}
            />
          </div>
          <p className="text-sm text-slate-300" data-testid="lead-voice-page-activity">
            {activitySummary(page, now)}
          </p>
          {copyRefused && <ErrorNote>{voicePagesCopy.copyRefused}</ErrorNote>}
        </div>
      )}
    </section>
  );
}
