import { failureReportActions } from '../../actors/report-failure';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { RefreshCw, Send } from 'lucide-react';
import { alertLogMachine } from '../../../machines/alert-log/alert-log.machine';
import {
  channelStanding,
  deliveryStage,
  type ChannelHealth,
  type Delivery,
  refusedRequestDays,
  type DeliveryStage,
  type RefusedRequest,
} from '../../../machines/alert-log/delivery-log';
import { mailtoHref } from '../../../machines/shared/contact-rules';
import { alertLogActors } from '../../actors/alert-log.actors';
import { alertsCopy } from '../../content/alerts';
import { actorOptions } from '../../lib/inspector';
import { formatSubmissionDate } from '../../lib/submission-date';
import { DataTable, dataCellClass, dataRowClass } from '../data-table';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Notice, NoticeAction, type NoticeTone } from '../ui/notice';
import { Spinner } from '../ui/spinner';
import { contactLinkClass } from '../../lib/contact-links';

const alertLog = alertLogMachine.provide({ actors: alertLogActors, actions: failureReportActions });

const copy = alertsCopy;

const standingTone = { working: 'success', failing: 'danger', unconfigured: 'warning', noWorker: 'warning' } as const;

const when = (iso: string) => formatSubmissionDate(iso);

/** Each channel's health with "Send test alert", then the delivery log; both read again every few seconds. */
export function AlertLogPanel() {
  const actor = useActorRef(alertLog, actorOptions());
  const data = useSelector(actor, (state) => state.context.data);
  const loading = useSelector(actor, (state) => state.matches({ log: 'loading' }));
  const failed = useSelector(actor, (state) => state.matches({ log: 'failed' }));
  const loadReason = useSelector(actor, (state) => state.context.loadReason);
  const test = useSelector(actor, (state) => {
    if (state.hasTag('sendingTest')) return 'sending';
    if (state.matches({ test: 'sent' })) return 'sent';
    if (state.matches({ test: 'failed' })) return 'failed';
    return 'idle';
  });
  const testReason = useSelector(actor, (state) => state.context.testReason);
  const sendButton = useRef<HTMLButtonElement>(null);
  // The notice and its button go; the focus goes back to the button that sent the test, not to the page's start.
  const dismissTest = () => {
    actor.send({ type: 'test.dismiss' });
    sendButton.current?.focus();
  };

  return (
    <>
      <Card as="section" variant="raised" className="p-6" aria-labelledby="alert-channels-heading">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="alert-channels-heading" className="text-xl font-semibold text-white">
            {copy.channels.heading}
          </h2>
          <Button
            ref={sendButton}
            size="sm"
            shape="box"
            disabled={test === 'sending'}
            onClick={() => actor.send({ type: 'test.send' })}
          >
            <Send className="h-4 w-4" aria-hidden="true" />
            {test === 'sending' ? copy.channels.sendingTest : copy.channels.sendTest}
          </Button>
        </div>
        <div role="status" className="empty:hidden">
          {test === 'sent' && (
            <Notice tone="success" className="mt-4">
              {copy.channels.testQueued}
              <NoticeAction label={copy.channels.dismiss} onClick={dismissTest} />
            </Notice>
          )}
        </div>
        <div role="alert" className="empty:hidden">
          {test === 'failed' && (
            <Notice tone="danger" className="mt-4">
              {testReason ?? copy.channels.testFailed}
              <NoticeAction label={copy.channels.dismiss} onClick={dismissTest} />
            </Notice>
          )}
        </div>
        {data === null && loading && (
          <p className="mt-4 flex items-center gap-3 text-slate-300">
            <Spinner />
            Loading...
          </p>
        )}
        {data && (
          <>
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {data.health.map((health) => (
                <ChannelCard key={health.channel} health={health} />
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-400">
              {data.health[0]?.workerSeenAt
                ? copy.channels.workerSeen(when(data.health[0].workerSeenAt))
                : copy.channels.noWorker}
            </p>
          </>
        )}
      </Card>

      <Card as="section" variant="raised" className="p-6" aria-labelledby="alert-log-heading">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="alert-log-heading" className="text-xl font-semibold text-white">
            {copy.log.heading}
          </h2>
          <Button
            variant="quiet"
            size="sm"
            shape="box"
            disabled={loading}
            onClick={() => actor.send({ type: 'log.refresh' })}
          >
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {copy.log.refresh}
          </Button>
        </div>
        {failed && (
          <Notice tone="danger" as="div" role="alert" className="mt-4 flex flex-col items-start gap-3">
            <p className="font-semibold">{copy.log.loadFailed}</p>
            <p>{loadReason ?? copy.log.noReason}</p>
            <Button variant="dangerQuiet" size="sm" shape="box" onClick={() => actor.send({ type: 'log.retry' })}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {copy.retry}
            </Button>
          </Notice>
        )}
        {data && data.deliveries.length === 0 && <p className="mt-4 text-slate-300">{copy.log.empty}</p>}
        {data && data.deliveries.length > 0 && (
          <div className="mt-4">
            <DataTable caption={copy.log.caption} headings={copy.log.headings} busy={false}>
              {data.deliveries.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} />
              ))}
            </DataTable>
          </div>
        )}
      </Card>

      {data && (
        <Card as="section" variant="raised" className="p-6" aria-labelledby="refused-requests-heading">
          <h2 id="refused-requests-heading" className="text-xl font-semibold text-white">
            {copy.refusals.heading}
          </h2>
          <p className="mt-2 text-sm text-slate-300">{copy.refusals.intro(refusedRequestDays)}</p>
          {data.refusals.length === 0 ? (
            <p className="mt-4 text-slate-300">{copy.refusals.empty}</p>
          ) : (
            <div className="mt-4">
              <DataTable caption={copy.refusals.caption} headings={copy.refusals.headings} busy={false}>
                {data.refusals.map((refusal) => (
                  <RefusalRow key={`${refusal.limit}:${refusal.email}:${refusal.firstRefusedAt}`} refusal={refusal} />
                ))}
              </DataTable>
            </div>
          )}
        </Card>
      )}
    </>
  );
}

function RefusalRow({ refusal }: { refusal: RefusedRequest }) {
  return (
    <tr className={dataRowClass}>
      <td className={`${dataCellClass} whitespace-nowrap text-slate-400`}>
        <time dateTime={refusal.lastRefusedAt}>{when(refusal.lastRefusedAt)}</time>
      </td>
      <td className={`${dataCellClass} break-words md:max-w-64`}>
        <a href={mailtoHref(refusal.email)} className={contactLinkClass}>
          {refusal.email}
        </a>
      </td>
      <td className={`${dataCellClass} text-slate-200`}>{copy.refusals.limits[refusal.limit]}</td>
      <td className={`${dataCellClass} text-slate-200 tabular-nums`}>{refusal.attempts}</td>
    </tr>
  );
}

function ChannelCard({ health }: { health: ChannelHealth }) {
  const standing = channelStanding(health);
  const tone: NoticeTone = standingTone[standing];
  return (
    <Card as="li" variant="inset" className="flex flex-col gap-2 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-white">{copy.channels.names[health.channel]}</h3>
        <Notice tone={tone} className="!px-2 !py-0.5 text-sm font-semibold">
          {copy.channels.standing[standing]}
        </Notice>
      </div>
      {health.detail && <p className="text-sm break-words text-slate-300">{health.detail}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-400">{copy.channels.lastSent}</dt>
        <dd className="text-slate-200">{health.lastSentAt ? when(health.lastSentAt) : copy.channels.never}</dd>
        <dt className="text-slate-400">{copy.channels.lastFailure}</dt>
        <dd className="break-words text-slate-200">
          {health.lastFailedAt ? `${when(health.lastFailedAt)}: ${health.lastError ?? ''}` : copy.channels.never}
        </dd>
      </dl>
      <p className="text-sm text-slate-300">
        {copy.channels.queue(health.waiting, health.retrying, health.failedLastDay)}
      </p>
    </Card>
  );
}

function stageText(delivery: Delivery): string {
  const stage = deliveryStage(delivery);
  switch (stage) {
    case 'sent':
      return copy.log.sent(when(delivery.sentAt ?? delivery.createdAt));
    case 'waiting':
      return copy.log.waiting;
    case 'sending':
      return copy.log.sending;
    case 'retrying':
      return `${copy.log.retrying(when(delivery.nextAttemptAt), delivery.attempts)}: ${delivery.lastError ?? ''}`;
    case 'failed':
      return copy.log.failed(delivery.lastError ?? '');
    case 'cancelled':
      return copy.log.cancelled(delivery.lastError ?? '');
    case 'uncertain':
      return copy.log.uncertain(delivery.lastError ?? '');
  }
}

const stageClass: Record<DeliveryStage, string> = {
  sent: 'text-emerald-300',
  failed: 'text-red-300',
  retrying: 'text-amber-200',
  waiting: 'text-slate-300',
  sending: 'text-slate-300',
  cancelled: 'text-slate-400',
  uncertain: 'text-amber-200',
};

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const stage = deliveryStage(delivery);
  return (
    <tr className={dataRowClass}>
      <td className={`${dataCellClass} whitespace-nowrap text-slate-400`}>
        <time dateTime={delivery.createdAt}>{when(delivery.createdAt)}</time>
      </td>
      <td className={`${dataCellClass} font-medium text-white`}>{copy.log.kinds[delivery.kind]}</td>
      <td className={dataCellClass}>
        {delivery.lead ? (
          <Link
            to="/admin/dashboard/$id"
            params={{ id: delivery.lead.id }}
            className={`${contactLinkClass} break-words`}
          >
            {delivery.lead.name ?? copy.log.unnamedLead}
          </Link>
        ) : (
          copy.log.noLead
        )}
      </td>
      <td className={`${dataCellClass} break-words text-slate-200 md:max-w-64`}>
        {delivery.channel === 'chat' ? copy.log.teamChat : delivery.recipient}
      </td>
      <td className={`${dataCellClass} break-words ${stageClass[stage]}`}>{stageText(delivery)}</td>
    </tr>
  );
}
