import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { leadName } from '../../../machines/inbox/lead';
import { leadPanelMachine } from '../../../machines/lead-panel/lead-panel.machine';
import { leadPanelActors } from '../../actors/lead-panel.actors';
import { actorOptions } from '../../lib/inspector';
import { keepNoteDraft, readNoteDraft } from '../../lib/note-drafts';
import { LoadingScreen } from '../loading-screen';
import { Button } from '../ui/button';
import { ErrorNote } from '../ui/notice';
import { LeadVoicePage } from '../voice-pages/lead-voice-page';
import { LeadCalls } from './lead-calls';
import { LeadMeeting } from './lead-meeting';
import { formatSubmissionDate } from '../../lib/submission-date';
import { LeadDetails } from './lead-details';
import { LeadHistoryList } from './lead-history-list';
import { LeadOwnerSection } from './lead-owner-section';
import { LeadOrigin } from './lead-origin';
import { LeadRepeatMark } from './lead-repeat';
import { couldNot, refusedWithoutReason } from '../../content/failures';
import { inboxCopy } from '../../content/inbox';
import { erasureCopy } from '../../content/lead-story';
import { LeadStatusSelect } from './lead-status-select';
import { NoteForm } from './note-form';
import { useLeadFeed } from './lead-feed-context';
import { failureReportActions } from '../../actors/report-failure';

// Read through the route's id, not by importing the route file, so the panel stays out of the app's
// entry chunk (docs/architecture.md).
const leadPanelRoute = getRouteApi('/admin/_authed/dashboard/$id');

/** The lead panel as a modal dialog over the inbox; closing it keeps the inbox's view. */
export function LeadPanelPage() {
  const { id } = leadPanelRoute.useParams();
  const navigate = useNavigate();
  const close = () => void navigate({ to: '/admin/dashboard', search: (previous) => previous });
  return (
    <PanelDialog onClose={close}>
      {/* A new id is a new lead: the panel's actor starts over rather than carrying the old one's state. */}
      <LeadPanel key={id} id={id} onClose={close} />
    </PanelDialog>
  );
}

/** A modal side panel: the inbox behind it is inert, Escape and the close button leave it. */
function PanelDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="lead-panel-title"
      onClose={onClose}
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-xl overflow-y-auto border-l border-white/10 bg-slate-950 p-0 text-slate-100 backdrop:bg-slate-950/70"
    >
      {children}
    </dialog>
  );
}

function LeadPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { session } = leadPanelRoute.useRouteContext();
  const me = useSelector(session, (state) => state.context.user?.email ?? 'You');
  const feed = useLeadFeed();
  // Bound once per mount: the panel watches the dashboard's feed.
  const [machine] = useState(() =>
    leadPanelMachine.provide({
      actors: leadPanelActors(feed),
      actions: { ...failureReportActions, keepDraft: (_, { id: lead, text }) => keepNoteDraft(lead, text) },
    }),
  );
  const actor = useActorRef(machine, { ...actorOptions(), input: { id, noteDraft: readNoteDraft(id) } });
  const mode = useSelector(actor, (state) => {
    if (state.matches('erased')) return 'erased';
    if (state.matches('erasedElsewhere')) return 'erasedElsewhere';
    if (state.matches('loading')) return 'loading';
    if (state.matches('failed')) return 'failed';
    if (state.matches('missing')) return 'missing';
    return 'ready';
  });
  const lead = useSelector(actor, (state) => state.context.lead);
  const history = useSelector(actor, (state) => state.context.history);
  const story = useSelector(actor, (state) => state.context.story);
  const loadFailure = useSelector(actor, (state) => state.context.loadFailure);
  const notice = useSelector(actor, (state) => state.context.notice);
  const saving = useSelector(actor, (state) => state.hasTag('saving'));
  const noteDraft = useSelector(actor, (state) => state.context.noteDraft);
  const sendingNote = useSelector(actor, (state) => state.context.sendingNote);
  const erasedCopies = useSelector(actor, (state) => state.context.erasedCopies);

  return (
    <article className="flex flex-col gap-6 p-6">
      <header className="flex items-start justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="lead-panel-title" className="text-2xl font-bold text-white">
            {lead && mode !== 'erased' && mode !== 'erasedElsewhere' ? leadName(lead) : 'Lead'}
          </h2>
          {lead && mode === 'ready' && <LeadRepeatMark lead={lead} />}
        </div>
        <Button variant="quiet" size="compact" shape="box" onClick={onClose} aria-label="Close">
          <X className="h-5 w-5" aria-hidden="true" />
        </Button>
      </header>
      {mode === 'loading' && <LoadingScreen />}
      {mode === 'missing' && <p className="text-slate-300">This lead does not exist, or you may not see it.</p>}
      {mode === 'erased' && (
        <div role="status" className="flex flex-col gap-3 text-slate-300">
          <p>{erasureCopy.done}</p>
          {erasedCopies && erasedCopies.length > 0 ? (
            <>
              <p>{erasureCopy.copiesHeading}</p>
              <ul className="list-disc pl-5" aria-label="Copies sent before the erasure">
                {erasedCopies.map((copy, index) => (
                  <li key={index}>{erasureCopy.copy(copy, formatSubmissionDate(copy.at))}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{erasureCopy.noCopies}</p>
          )}
        </div>
      )}
      {mode === 'erasedElsewhere' && (
        <p role="status" className="text-slate-300">
          {erasureCopy.erasedElsewhere}
        </p>
      )}
      {mode === 'failed' && (
        <div role="alert" className="flex flex-col items-start gap-3 text-red-100">
          <p>{couldNot(inboxCopy.panelLoadFailed, loadFailure?.reason ?? null)}</p>
          <Button variant="dangerQuiet" size="sm" shape="box" onClick={() => actor.send({ type: 'panel.retry' })}>
            {inboxCopy.retry}
          </Button>
        </div>
      )}
      {mode === 'ready' && lead && (
        <>
          {/* Lead actions: what staff do with the lead; its voice demo page has a section of its own below. */}
          <section aria-label="Lead actions" className="flex flex-wrap items-center gap-3">
            {lead.spam ? (
              <Button
                variant="quiet"
                size="sm"
                shape="box"
                disabled={saving}
                onClick={() => actor.send({ type: 'lead.notSpam' })}
              >
                Not spam
              </Button>
            ) : (
              <label className="flex items-center gap-2 text-sm text-slate-300">
                Status
                <LeadStatusSelect
                  status={lead.status}
                  label="Status"
                  busy={saving}
                  onChange={(status) => actor.send({ type: 'lead.setStatus', status })}
                />
              </label>
            )}
          </section>
          {notice && (
            <ErrorNote action={{ label: inboxCopy.dismiss, onClick: () => actor.send({ type: 'notice.dismiss' }) }}>
              {couldNot(inboxCopy.panelRefused[notice.refused], notice.reason, refusedWithoutReason)}
            </ErrorNote>
          )}
          <LeadOwnerSection actor={actor} />
          <LeadVoicePage key={lead.id} lead={lead} />
          <LeadMeeting key={`meeting-${lead.id}`} leadId={lead.id} />
          <LeadCalls key={`calls-${lead.id}`} leadId={lead.id} />
          <LeadDetails lead={lead} />
          {story && <LeadOrigin lead={lead} story={story} />}
          <Erasure actor={actor} />
          <section aria-labelledby="lead-history-title" className="flex flex-col gap-3">
            <h3 id="lead-history-title" className="text-lg font-semibold text-white">
              History
            </h3>
            <LeadHistoryList history={history} sendingNote={sendingNote} me={me} labelledBy="lead-history-title" />
            <NoteForm
              draft={noteDraft}
              sending={sendingNote !== null}
              onInput={(text) => actor.send({ type: 'note.input', text })}
              onAdd={() => actor.send({ type: 'note.add' })}
            />
          </section>
        </>
      )}
    </article>
  );
}

type LeadPanelActor = ReturnType<typeof useActorRef<typeof leadPanelMachine>>;

/** One confirmed action erases the person: asked first, in plain words, with Keep as the way out. */
function Erasure({ actor }: { actor: LeadPanelActor }) {
  const confirming = useSelector(actor, (state) => state.matches({ ready: { erasure: 'confirming' } }));
  const erasing = useSelector(actor, (state) => state.hasTag('erasing'));
  if (!confirming && !erasing) {
    return (
      <div>
        <Button variant="dangerQuiet" size="sm" shape="box" onClick={() => actor.send({ type: 'erase.ask' })}>
          {erasureCopy.ask}
        </Button>
      </div>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby="erase-question"
      className="flex flex-col gap-3 rounded-lg border border-red-500/40 bg-red-500/10 p-4 text-sm"
    >
      <p id="erase-question" className="text-red-100">
        {erasureCopy.question}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="danger"
          size="sm"
          shape="box"
          disabled={erasing}
          onClick={() => actor.send({ type: 'erase.confirm' })}
        >
          {erasing ? erasureCopy.erasing : erasureCopy.confirm}
        </Button>
        <Button
          variant="quiet"
          size="sm"
          shape="box"
          disabled={erasing}
          autoFocus
          onClick={() => actor.send({ type: 'erase.cancel' })}
        >
          {erasureCopy.cancel}
        </Button>
      </div>
    </div>
  );
}
