import { useActorRef, useSelector } from '@xstate/react';
import { RefreshCw } from 'lucide-react';
import type { LeadCall } from '../../../machines/lead-calls/lead-call';
import { leadCallsMachine } from '../../../machines/lead-calls/lead-calls.machine';
import { findPieces, findQuery, lineHasQuery, linesFound } from '../../../machines/lead-calls/transcript-find';
import { leadCallsActors } from '../../actors/lead-calls.actors';
import { failureReportActions } from '../../actors/report-failure';
import { callReportsCopy as copy, endedReasonText, speakerName } from '../../content/call-reports';
import { couldNot } from '../../content/failures';
import { actorOptions } from '../../lib/inspector';
import { formatWhole } from '../../lib/number-format';
import { formatSubmissionDate } from '../../lib/submission-date';
import { talkTimeText } from '../../lib/voice-activity-text';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { ErrorNote } from '../ui/notice';
import { Spinner } from '../ui/spinner';

const leadCalls = leadCallsMachine.provide({ actors: leadCallsActors, actions: failureReportActions });

/** The calls on a lead's voice pages, from the provider's reports: when, how long, how it ended, what came of it. */
export function LeadCalls({ leadId }: { leadId: string }) {
  const actor = useActorRef(leadCalls, { ...actorOptions(), input: { leadId } });
  const mode = useSelector(actor, (state) =>
    state.matches('loading') ? 'loading' : state.matches('failed') ? 'failed' : 'shown',
  );
  const calls = useSelector(actor, (state) => state.context.calls);
  const loadFailure = useSelector(actor, (state) => state.context.loadFailure);
  const find = useSelector(actor, (state) => state.context.find);
  const hasTranscripts = calls.some((call) => call.transcript.length > 0);

  return (
    <section aria-labelledby="lead-calls-title" className="flex flex-col gap-3">
      <h3 id="lead-calls-title" className="text-sm font-semibold tracking-wide text-slate-300 uppercase">
        {copy.title}
      </h3>
      {mode === 'loading' && <Spinner />}
      {mode === 'failed' && (
        <ErrorNote>
          {couldNot(copy.loadFailed, loadFailure?.reason ?? null)}{' '}
          <Button variant="dangerQuiet" size="compact" shape="box" onClick={() => actor.send({ type: 'calls.retry' })}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        </ErrorNote>
      )}
      {mode === 'shown' && calls.length === 0 && <p className="text-sm text-slate-400">{copy.none}</p>}
      {mode === 'shown' && hasTranscripts && (
        <div className="flex flex-col gap-1">
          <TextField
            id="lead-calls-find"
            label={copy.find}
            type="search"
            value={find}
            onChange={(event) => actor.send({ type: 'transcript.find', text: event.target.value })}
          />
          <p role="status" className="text-sm text-slate-400">
            {findQuery(find) === '' ? '' : copy.found(linesFound(calls, find))}
          </p>
        </div>
      )}
      {mode === 'shown' && calls.length > 0 && (
        <ol className="flex flex-col gap-3">
          {calls.map((call) => (
            <li key={call.id}>
              <CallReport call={call} find={find} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A transcript line with the find box's words marked. */
function FoundText({ text, find }: { text: string; find: string }) {
  return findPieces(text, find).map((piece, index) =>
    piece.found ? (
      <mark key={index} className="rounded-sm bg-amber-300 px-0.5 text-slate-950">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

function CallReport({ call, find }: { call: LeadCall; find: string }) {
  // While the find box holds words, a transcript that holds them is open; otherwise the disclosure is the admin's.
  const finding = findQuery(find) !== '';
  const found = finding && call.transcript.some((line) => lineHasQuery(line.text, find));
  const when = formatSubmissionDate(call.at);
  const heading = [
    when,
    call.durationSeconds === null ? null : talkTimeText(call.durationSeconds),
    endedReasonText(call.endedReason),
  ].filter((part) => part !== null);
  const { outcome } = call;
  return (
    <article aria-label={`Call of ${when}`} className="flex flex-col gap-2 rounded-lg border border-white/10 p-3">
      <p className="text-sm font-medium text-white">{heading.join(' · ')}</p>
      {call.summary && <p className="text-sm text-slate-200">{call.summary}</p>}
      {outcome && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-400">{copy.followUp}</dt>
          <dd className="text-slate-200">
            {outcome.followUp === null ? copy.notSaid : outcome.followUp ? copy.yes : copy.no}
          </dd>
          {outcome.monthlyCallVolume !== null && (
            <>
              <dt className="text-slate-400">{copy.monthlyCalls}</dt>
              <dd className="text-slate-200">{formatWhole(outcome.monthlyCallVolume)}</dd>
            </>
          )}
          {outcome.nextStep !== null && (
            <>
              <dt className="text-slate-400">{copy.nextStep}</dt>
              <dd className="text-slate-200">{outcome.nextStep}</dd>
            </>
          )}
          {outcome.questions.length > 0 && (
            <>
              <dt className="text-slate-400">{copy.questions}</dt>
              <dd className="text-slate-200">
                <ul className="list-disc pl-4">
                  {outcome.questions.map((question, index) => (
                    <li key={index}>{question}</li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
      )}
      <details key={finding ? 'finding' : 'browsing'} open={found} className="text-sm">
        <summary className="cursor-pointer text-slate-300">{copy.transcript}</summary>
        {call.transcript.length === 0 ? (
          <p className="mt-2 text-slate-400">{copy.noTranscript}</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-1">
            {call.transcript.map((line, index) => (
              <li key={index} className="text-slate-200">
                {line.seconds !== null && (
                  <span className="mr-2 text-slate-400 tabular-nums">{talkTimeText(line.seconds)}</span>
                )}
                <span className="font-medium">{speakerName[line.speaker]}:</span>{' '}
                <FoundText text={line.text} find={find} />
              </li>
            ))}
          </ol>
        )}
      </details>
    </article>
  );
}
