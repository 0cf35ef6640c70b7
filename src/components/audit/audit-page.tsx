import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { auditTrailMachine } from '../../../machines/audit-trail/audit-trail.machine';
import {
  auditActions,
  defaultAuditView,
  filteredView,
  pageCount,
  type AuditView,
} from '../../../machines/audit-trail/audit-view';
import { auditTrailImplementations } from '../../actors/audit-trail.actors';
import { auditCopy, detailsText } from '../../content/audit';
import { couldNot } from '../../content/failures';
import { viewOfSearch } from '../../lib/audit-search';
import { actorOptions } from '../../lib/inspector';
import { clippedClass, dataCellClass, dataRowClass, DataTable } from '../data-table';
import { LoadingScreen } from '../loading-screen';
import { staffWidth } from '../page-width';
import { Button, ButtonLink } from '../ui/button';
import { LoadFailedNotice } from '../ui/load-failed-notice';
import { ErrorNote } from '../ui/notice';
import { SelectField, TextField } from '../ui/text-field';

// Read through the route's id, not by importing the route file, so this page stays out of the app's entry chunk.
const auditRoute = getRouteApi('/admin/_authed/audit');

type AuditActor = ReturnType<typeof useAuditTrail>;

/** The machine, bound once per mount (it follows and asks the router), opened at the view the address names. */
function useAuditTrail() {
  const router = useRouter();
  const search = auditRoute.useSearch();
  const [machine] = useState(() => auditTrailMachine.provide(auditTrailImplementations(router)));
  return useActorRef(machine, { ...actorOptions(), input: { view: viewOfSearch(search) } });
}

/** `/admin/audit`: the audit trail, newest first, filtered by action, person and days, paged, exportable. */
export function AuditPage() {
  const actor = useAuditTrail();
  const mode = useSelector(actor, (state) => {
    if (state.matches('failed')) return 'failed';
    if (state.matches('empty')) return 'empty';
    if (state.context.page === null) return 'loading';
    return 'shown';
  });
  const view = useSelector(actor, (state) => state.context.view);
  return (
    <section className={`flex flex-col gap-6 py-12 ${staffWidth}`}>
      <header className="flex flex-col gap-3">
        <ButtonLink to="/admin/dashboard" variant="plain">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Dashboard
        </ButtonLink>
        <h1 className="text-3xl font-bold text-white">{auditCopy.title}</h1>
        <p className="text-slate-300">{auditCopy.intro}</p>
      </header>
      {/* Keyed by the view's filters, so the boxes show what the address holds (a link, Back, Clear filters). */}
      <Filters key={JSON.stringify({ ...view, page: 0 })} actor={actor} view={view} />
      {mode === 'loading' && <LoadingScreen />}
      {mode === 'failed' && <Failed actor={actor} />}
      {mode === 'empty' && (
        <p
          className="rounded-xl border border-dashed border-white/15 px-6 py-12 text-center text-slate-300"
          role="status"
        >
          {auditCopy.empty}
        </p>
      )}
      {mode === 'shown' && <Trail actor={actor} />}
    </section>
  );
}

function Filters({ actor, view }: { actor: AuditActor; view: AuditView }) {
  const [action, setAction] = useState(view.action ?? '');
  const [person, setPerson] = useState(view.person);
  const [from, setFrom] = useState(view.from ?? '');
  const [to, setTo] = useState(view.to ?? '');
  const { filters } = auditCopy;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    actor.send({
      type: 'view.choose',
      view: filteredView({ action, person, from, to }),
    });
  };
  const filtered = view.action !== null || view.person !== '' || view.from !== null || view.to !== null;
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Filters">
      <SelectField
        id="audit-action"
        label={filters.action}
        value={action}
        onChange={(event) => setAction(event.target.value)}
        options={[
          { value: '', label: filters.anyAction },
          ...auditActions.map((value) => ({ value, label: auditCopy.actions[value] })),
        ]}
      />
      <TextField
        id="audit-person"
        label={filters.person}
        type="search"
        value={person}
        maxLength={254}
        hint={filters.personHint}
        onChange={(event) => setPerson(event.target.value)}
      />
      <TextField
        id="audit-from"
        label={filters.from}
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField id="audit-to" label={filters.to} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      <Button type="submit" variant="primary" size="sm" shape="box">
        {filters.apply}
      </Button>
      {filtered && (
        <Button
          variant="quiet"
          size="sm"
          shape="box"
          onClick={() => actor.send({ type: 'view.choose', view: defaultAuditView })}
        >
          {filters.clear}
        </Button>
      )}
    </form>
  );
}

function Failed({ actor }: { actor: AuditActor }) {
  const failure = useSelector(actor, (state) => state.context.failure);
  return (
    <LoadFailedNotice
      text={auditCopy.failed}
      failure={failure}
      retryLabel={auditCopy.retry}
      onRetry={() => actor.send({ type: 'trail.retry' })}
    />
  );
}

const when = (iso: string): string => new Date(iso).toISOString().slice(0, 19).replace('T', ' ');

function Trail({ actor }: { actor: AuditActor }) {
  const page = useSelector(actor, (state) => state.context.page);
  const view = useSelector(actor, (state) => state.context.view);
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const exporting = useSelector(actor, (state) => state.hasTag('exporting'));
  const exported = useSelector(actor, (state) => state.context.exported);
  const exportFailure = useSelector(actor, (state) => state.context.exportFailure);
  if (page === null) return null;
  const pages = pageCount(page.total);
  const go = (to: number) => actor.send({ type: 'view.choose', view: { ...view, page: to } });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-300" aria-live="polite">
          {auditCopy.total(page.total)}
        </p>
        <Button
          variant="secondary"
          size="sm"
          shape="box"
          disabled={exporting}
          onClick={() => actor.send({ type: 'trail.export' })}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {exporting ? auditCopy.exporting : auditCopy.export}
        </Button>
      </div>
      <p className="min-h-5 text-sm text-slate-300" role="status">
        {exported && !exporting ? auditCopy.exported(exported.rows, exported.fileName) : ''}
      </p>
      {exportFailure && <ErrorNote>{couldNot(auditCopy.exportFailed, exportFailure.reason)}</ErrorNote>}
      <DataTable caption={auditCopy.caption} headings={auditCopy.headings} busy={busy}>
        {page.entries.map((entry) => (
          <tr key={entry.id} className={dataRowClass}>
            <td className={`${dataCellClass} whitespace-nowrap text-slate-300`}>{when(entry.occurredAt)}</td>
            <td className={`${dataCellClass} font-medium text-white`}>{auditCopy.actions[entry.action]}</td>
            <td className={dataCellClass}>
              <span className={`${clippedClass} md:max-w-56`} title={entry.actorEmail ?? undefined}>
                {entry.actorEmail ?? auditCopy.system}
              </span>
            </td>
            <td className={dataCellClass}>
              <span className={`${clippedClass} md:max-w-56`} title={entry.targetEmail ?? undefined}>
                {entry.targetEmail ?? ''}
              </span>
            </td>
            <td className={`${dataCellClass} text-slate-300`}>{detailsText(entry.details)}</td>
          </tr>
        ))}
      </DataTable>
      <nav aria-label="Pages" className="flex items-center justify-between gap-3">
        <Button variant="quiet" size="sm" shape="box" disabled={view.page === 0} onClick={() => go(view.page - 1)}>
          {auditCopy.previous}
        </Button>
        <span className="text-sm text-slate-300">{auditCopy.page(view.page + 1, pages)}</span>
        <Button
          variant="quiet"
          size="sm"
          shape="box"
          disabled={view.page + 1 >= pages}
          onClick={() => go(view.page + 1)}
        >
          {auditCopy.next}
        </Button>
      </nav>
    </div>
  );
}
