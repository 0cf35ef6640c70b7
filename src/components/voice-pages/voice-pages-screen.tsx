import { baseLocale } from '../../i18n/locales';
import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, Plus, RefreshCw } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { voicePagesMachine } from '../../../machines/voice-pages/voice-pages.machine';
import type { VoicePage } from '../../../machines/voice-pages/voice-page-record';
import { voicePagesActors } from '../../actors/voice-pages.actors';
import { LoadingScreen } from '../loading-screen';
import { PageForm } from './page-form';
import { VoicePagesTable } from './voice-pages-table';
import { UnmatchedReports } from './unmatched-reports';
import { Button, ButtonLink } from '../ui/button';
import { ModalDialog } from '../ui/modal-dialog';
import { ErrorNote, Notice } from '../ui/notice';
import { actorOptions } from '../../lib/inspector';
import { useClock } from '../../lib/use-clock';
import { voicePageUrl } from '../../lib/voice-page-url';
import { useCopiedLink } from './copied-link';
import { couldNot, reasonText, refusedWithoutReason } from '../../content/failures';
import { voicePagesCopy } from '../../content/voice-pages';
import { failureReportActions } from '../../actors/report-failure';
import { staffWidth } from '../page-width';

type VoicePagesRef = ActorRefFrom<typeof voicePagesMachine>;

const urlOf = (slug: string) => voicePageUrl(slug, window.location.origin, baseLocale);

/** The admin's voice pages: the list, its form, the delete confirmation and the copied links. */
const voicePages = voicePagesMachine.provide({ actors: voicePagesActors, actions: failureReportActions });

export function VoicePagesScreen() {
  const actor = useActorRef(voicePages, actorOptions());
  const mode = useSelector(actor, (state) => {
    if (state.matches('loading')) return 'loading';
    if (state.matches('failed')) return 'failed';
    return 'ready';
  });
  const loadFailure = useSelector(actor, (state) => state.context.loadFailure);

  return (
    <section className={`${staffWidth} py-12`}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <ButtonLink to="/admin/dashboard" variant="plain">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Dashboard
          </ButtonLink>
          <h1 className="mt-2 text-3xl font-bold text-white">Voice Pages</h1>
          <p className="mt-1 text-slate-300">Personal voice demo pages and what each prospect did on theirs</p>
        </div>
      </header>
      {mode === 'loading' && <LoadingScreen />}
      {mode === 'failed' && (
        <Notice tone="danger" size="lg" as="div" role="alert" className="mt-8 flex flex-col items-start gap-4">
          <p className="font-semibold">{voicePagesCopy.loadFailed}</p>
          {loadFailure && <p>{reasonText(loadFailure)}</p>}
          <Button variant="dangerQuiet" size="sm" shape="box" onClick={() => actor.send({ type: 'pages.retry' })}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        </Notice>
      )}
      {mode === 'ready' && <PagesList actor={actor} />}
      <UnmatchedReports />
    </section>
  );
}

function PagesList({ actor }: { actor: VoicePagesRef }) {
  const pages = useSelector(actor, (state) => state.context.pages);
  const now = useClock(30_000);
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const idle = useSelector(actor, (state) => state.matches({ ready: 'idle' }));
  const loadFailure = useSelector(actor, (state) => state.context.loadFailure);
  // xstate types children by every actor the machine declares; only the copy-link machine runs under this id.
  const copy = useSelector(actor, (state) => state.children.copyLink);
  const { copiedId, copyRefused } = useCopiedLink(copy);
  // xstate types children by every actor the machine declares; only the page form runs under this id.
  const form = useSelector(actor, (state) => state.children.pageForm);
  const editingId = useSelector(actor, (state) => state.context.form?.id ?? null);

  return (
    <div className="mt-8 flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Button size="sm" shape="box" disabled={!idle} onClick={() => actor.send({ type: 'page.new' })}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New page
        </Button>
        <Button
          variant="quiet"
          size="sm"
          shape="box"
          disabled={!idle}
          onClick={() => actor.send({ type: 'pages.refresh' })}
        >
          <RefreshCw className={`h-4 w-4 ${busy ? 'animate-spin' : ''}`} aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {loadFailure && <ErrorNote>{couldNot(voicePagesCopy.refreshFailed, loadFailure.reason)}</ErrorNote>}
      {copyRefused && <ErrorNote>{voicePagesCopy.copyRefused}</ErrorNote>}
      {form && (
        <ModalDialog label={editingId ? 'Edit page' : 'New page'} onCancel={() => form.send({ type: 'form.cancel' })}>
          <PageForm form={form} title={editingId ? 'Edit page' : 'New page'} />
        </ModalDialog>
      )}
      <DeleteConfirmation actor={actor} />
      {pages.length === 0 ? (
        <p className="rounded-xl border border-dashed border-white/15 px-6 py-12 text-center text-slate-300">
          No voice pages yet
        </p>
      ) : (
        <VoicePagesTable
          pages={pages}
          now={now}
          busy={busy}
          copiedId={copiedId}
          disabled={!idle}
          onCopy={(page: VoicePage) => actor.send({ type: 'link.copy', id: page.id, url: urlOf(page.slug) })}
          onEdit={(page: VoicePage) => actor.send({ type: 'page.edit', id: page.id })}
          onDelete={(page: VoicePage) => actor.send({ type: 'page.delete', id: page.id })}
        />
      )}
    </div>
  );
}

function DeleteConfirmation({ actor }: { actor: VoicePagesRef }) {
  const pending = useSelector(actor, (state) => state.context.pendingDelete);
  const deleting = useSelector(actor, (state) => state.matches({ ready: 'deleting' }));
  const deleteFailure = useSelector(actor, (state) => state.context.deleteFailure);
  if (!pending) return null;
  return (
    <ModalDialog label="Delete page" alert onCancel={() => actor.send({ type: 'delete.cancel' })}>
      <Notice tone="warning" size="lg" as="div" className="flex flex-col gap-4">
        <p>
          Delete <strong>/ai-phone-caller/{pending.slug}</strong>? Its link stops working and its activity is deleted
          with it.
        </p>
        {deleteFailure && (
          <ErrorNote>{couldNot(voicePagesCopy.deleteFailed, deleteFailure.reason, refusedWithoutReason)}</ErrorNote>
        )}
        <div className="flex gap-3">
          <Button
            variant="danger"
            size="sm"
            shape="box"
            disabled={deleting}
            onClick={() => actor.send({ type: 'delete.confirm' })}
          >
            {deleting ? 'Deleting...' : 'Delete page'}
          </Button>
          <Button
            variant="quiet"
            size="sm"
            shape="box"
            disabled={deleting}
            onClick={() => actor.send({ type: 'delete.cancel' })}
            data-autofocus
          >
            Keep it
          </Button>
        </div>
      </Notice>
    </ModalDialog>
  );
}
