import { useActorRef, useSelector } from '@xstate/react';
import { RefreshCw } from 'lucide-react';
import { unmatchedReportsMachine } from '../../../machines/unmatched-reports/unmatched-reports.machine';
import { failureReportActions } from '../../actors/report-failure';
import { unmatchedReportsActors } from '../../actors/unmatched-reports.actors';
import { endedReasonText, unmatchedReportsCopy as copy } from '../../content/call-reports';
import { couldNot } from '../../content/failures';
import { actorOptions } from '../../lib/inspector';
import { formatSubmissionDate } from '../../lib/submission-date';
import { talkTimeText } from '../../lib/voice-activity-text';
import { clippedClass, dataCellClass, dataRowClass, DataTable } from '../data-table';
import { Button } from '../ui/button';
import { ErrorNote } from '../ui/notice';
import { Spinner } from '../ui/spinner';

const unmatchedReports = unmatchedReportsMachine.provide({
  actors: unmatchedReportsActors,
  actions: failureReportActions,
});

/** The reports kept aside because their call is unknown: listed for admins, so none is lost unseen. */
export function UnmatchedReports() {
  const actor = useActorRef(unmatchedReports, actorOptions());
  const mode = useSelector(actor, (state) =>
    state.matches('loading') ? 'loading' : state.matches('failed') ? 'failed' : 'shown',
  );
  const reports = useSelector(actor, (state) => state.context.reports);
  const loadFailure = useSelector(actor, (state) => state.context.loadFailure);
  return (
    <section aria-labelledby="unmatched-reports-title" className="mt-12 flex flex-col gap-3">
      <h2 id="unmatched-reports-title" className="text-xl font-semibold text-white">
        {copy.title}
      </h2>
      <p className="text-sm text-slate-300">{copy.intro}</p>
      {mode === 'loading' && <Spinner />}
      {mode === 'failed' && (
        <ErrorNote>
          {couldNot(copy.loadFailed, loadFailure?.reason ?? null)}{' '}
          <Button
            variant="dangerQuiet"
            size="compact"
            shape="box"
            onClick={() => actor.send({ type: 'reports.retry' })}
          >
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        </ErrorNote>
      )}
      {mode === 'shown' && reports.length === 0 && <p className="text-sm text-slate-400">{copy.none}</p>}
      {mode === 'shown' && reports.length > 0 && (
        <DataTable caption={copy.caption} headings={copy.headings} busy={false}>
          {reports.map((report) => (
            <tr key={report.id} className={dataRowClass}>
              <td className={dataCellClass}>{formatSubmissionDate(report.receivedAt)}</td>
              <td className={dataCellClass}>
                <span className={`${clippedClass} md:max-w-48`} title={report.providerCallId}>
                  {report.providerCallId}
                </span>
              </td>
              <td className={dataCellClass}>
                <span className={`${clippedClass} md:max-w-48`} title={report.claimedCallId ?? undefined}>
                  {report.claimedCallId ?? copy.noValue}
                </span>
              </td>
              <td className={`${dataCellClass} tabular-nums`}>
                {report.durationSeconds === null ? copy.noValue : talkTimeText(report.durationSeconds)}
              </td>
              <td className={dataCellClass}>{endedReasonText(report.endedReason) ?? copy.noValue}</td>
              <td className={dataCellClass}>{report.summary ?? copy.noValue}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
