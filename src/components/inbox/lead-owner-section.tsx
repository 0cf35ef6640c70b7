import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { reassignReasonMaxLength } from '../../../machines/lead-panel/lead-history';
import type { leadPanelMachine } from '../../../machines/lead-panel/lead-panel.machine';
import { Button } from '../ui/button';
import { SelectField, TextArea } from '../ui/text-field';
import { ownerText } from './view-labels';

/** `(taking new leads)` beside those who take leads in turn, so a lead goes to someone who is working. */
const choiceLabel = (choice: { email: string; takingLeads: boolean }) =>
  choice.takingLeads ? `${choice.email} (taking new leads)` : choice.email;

/**
 * The lead's owner, and Reassign when the database says this member of staff may hand it on (an admin, or its
 * owner): a new owner and a reason, kept in the lead's history.
 */
export function LeadOwnerSection({ actor }: { actor: ActorRefFrom<typeof leadPanelMachine> }) {
  const owner = useSelector(actor, (state) => state.context.lead?.ownerEmail ?? null);
  const ownerId = useSelector(actor, (state) => state.context.lead?.ownerId ?? null);
  const choices = useSelector(actor, (state) => state.context.ownerChoices);
  const choosing = useSelector(actor, (state) => !state.matches({ ready: { owner: 'idle' } }));
  const reassigning = useSelector(actor, (state) => state.hasTag('reassigning'));
  const others = choices.filter((choice) => choice.userId !== ownerId);

  return (
    <section aria-labelledby="lead-owner-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="lead-owner-title" className="text-lg font-semibold text-white">
          Owner
        </h3>
        <p className="text-slate-200" data-testid="panel-owner">
          {ownerText(owner)}
        </p>
        {!choosing && choices.length > 0 && (
          <Button variant="quiet" size="sm" shape="box" onClick={() => actor.send({ type: 'owner.ask' })}>
            Reassign
          </Button>
        )}
      </div>
      {choosing && (
        <form
          aria-label="Reassign this lead"
          className="flex flex-col gap-3 rounded-xl border border-white/10 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            actor.send({
              type: 'owner.reassign',
              ownerId: String(form.get('owner') ?? ''),
              reason: String(form.get('reason') ?? ''),
            });
          }}
        >
          <SelectField
            id="lead-new-owner"
            name="owner"
            label="New owner"
            options={others.map((choice) => ({ value: choice.userId, label: choiceLabel(choice) }))}
          />
          <TextArea
            id="lead-reassign-reason"
            name="reason"
            label="Reason"
            rows={2}
            required
            maxLength={reassignReasonMaxLength}
            hint="Kept in the lead's history."
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="sm" shape="box" disabled={reassigning || others.length === 0}>
              {reassigning ? 'Reassigning…' : 'Reassign lead'}
            </Button>
            <Button
              type="button"
              variant="quiet"
              size="sm"
              shape="box"
              disabled={reassigning}
              onClick={() => actor.send({ type: 'owner.cancel' })}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
