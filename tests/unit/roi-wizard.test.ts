import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  fieldText,
  fieldValue,
  roiStep,
  roiWizardMachine,
  roiWizardSnapshotAt,
  showStep,
  type RoiStep,
} from '../../machines/roi-wizard/roi-wizard.machine';
import type { RoiInputs } from '../../machines/roi-wizard/roi-inputs';

function startWizard(snapshot?: ReturnType<typeof roiWizardSnapshotAt>) {
  const urls: Array<{ step: RoiStep } & RoiInputs> = [];
  const machine = roiWizardMachine.provide({
    actions: { writeUrl: ({ context }, { step }) => urls.push({ step, ...context.inputs }) },
  });
  const actor = createActor(machine, snapshot ? { snapshot } : {}).start();
  return { actor, urls };
}

describe('ROI wizard', () => {
  it('keeps the typed text while typing, reads non-numeric text as 0, and clamps it on blur', () => {
    const { actor } = startWizard();
    actor.send({ type: 'field.type', field: 'calls', text: 'lots' });
    expect(fieldText(actor.getSnapshot().context, 'calls')).toBe('lots');
    expect(fieldValue(actor.getSnapshot().context, 'calls')).toBe(0);
    expect(actor.getSnapshot().context.inputs.calls).toBe(2_000);
    actor.send({ type: 'field.commit', field: 'calls' });
    expect(fieldText(actor.getSnapshot().context, 'calls')).toBe('1000');
    expect(actor.getSnapshot().context.adjustments.calls).toBe('notANumber');
  });

  it('commits a draft when the step changes without a blur (Enter in the text box)', () => {
    const { actor, urls } = startWizard();
    actor.send({ type: 'field.type', field: 'aht', text: '45' });
    actor.send({ type: 'wizard.next' });
    expect(roiStep(actor.getSnapshot())).toBe('costs');
    expect(actor.getSnapshot().context.inputs.aht).toBe(30);
    expect(urls.at(-1)).toEqual({ step: 'costs', calls: 2_000, aht: 30, wage: 22 });
  });

  it('keeps every input through Continue and Back', () => {
    const { actor } = startWizard();
    actor.send({ type: 'field.slide', field: 'calls', value: 7_550 });
    actor.send({ type: 'field.type', field: 'aht', text: '6.5' });
    actor.send({ type: 'field.commit', field: 'aht' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'field.type', field: 'wage', text: '31' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.back' });
    actor.send({ type: 'wizard.back' });
    expect(roiStep(actor.getSnapshot())).toBe('volume');
    expect(actor.getSnapshot().context.inputs).toEqual({ calls: 7_550, aht: 6.5, wage: 31 });
  });

  it('writes the step and committed inputs to the URL on every step and every commit, never while typing', () => {
    const { actor, urls } = startWizard();
    expect(urls).toEqual([{ step: 'volume', calls: 2_000, aht: 4, wage: 22 }]);
    actor.send({ type: 'field.type', field: 'calls', text: '3000' });
    expect(urls).toHaveLength(1);
    actor.send({ type: 'field.commit', field: 'calls' });
    actor.send({ type: 'field.slide', field: 'aht', value: 5 });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    expect(urls.slice(1)).toEqual([
      { step: 'volume', calls: 3_000, aht: 4, wage: 22 },
      { step: 'volume', calls: 3_000, aht: 5, wage: 22 },
      { step: 'costs', calls: 3_000, aht: 5, wage: 22 },
      { step: 'results', calls: 3_000, aht: 5, wage: 22 },
    ]);
  });

  it('opens at the step and inputs a shared URL names, without writing the URL back', () => {
    const { actor, urls } = startWizard(roiWizardSnapshotAt('results', { calls: 9_000, aht: 50, wage: 40 }));
    expect(roiStep(actor.getSnapshot())).toBe('results');
    expect(actor.getSnapshot().context.inputs).toEqual({ calls: 9_000, aht: 30, wage: 40 });
    expect(urls).toEqual([]);
  });

  it('follows the address bar to another step, and ignores it when it already shows the same thing', () => {
    const { actor } = startWizard();
    actor.send({ type: 'field.type', field: 'aht', text: '7' });
    actor.send(showStep('volume', { calls: 2_000, aht: 4, wage: 22 }));
    expect(fieldText(actor.getSnapshot().context, 'aht')).toBe('7');
    actor.send(showStep('results', { calls: 4_000, aht: 4, wage: 22 }));
    expect(roiStep(actor.getSnapshot())).toBe('results');
    expect(actor.getSnapshot().context.inputs.calls).toBe(4_000);
    actor.send(showStep('costs', { calls: 4_000, aht: 4, wage: 22 }));
    expect(roiStep(actor.getSnapshot())).toBe('costs');
  });

  it('ignores the address bar repeating what step 2 or 3 shows: the typed text and why a value changed stay', () => {
    const { actor } = startWizard();
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'field.type', field: 'wage', text: '50' });
    actor.send(showStep('costs', actor.getSnapshot().context.inputs));
    expect(fieldText(actor.getSnapshot().context, 'wage')).toBe('50');
    actor.send({ type: 'field.type', field: 'wage', text: '999' });
    actor.send({ type: 'wizard.next' });
    actor.send(showStep('results', actor.getSnapshot().context.inputs));
    expect(actor.getSnapshot().context.adjustments.wage).toBe('loweredToMax');
  });

  it('follows the address bar on the same step when it changes only one input', () => {
    const { actor } = startWizard();
    const opening = { calls: 2_000, aht: 4, wage: 22 };
    for (const changed of [{ wage: 30 }, { aht: 6 }, { calls: 3_000 }]) {
      actor.send(showStep('volume', { ...opening, ...changed }));
      expect(actor.getSnapshot().context.inputs).toEqual({ ...opening, ...changed });
      actor.send(showStep('volume', opening));
      expect(actor.getSnapshot().context.inputs).toEqual(opening);
    }
  });

  it('a slider shows the committed value when nothing is being typed', () => {
    const { actor } = startWizard();
    expect(fieldValue(actor.getSnapshot().context, 'calls')).toBe(2_000);
    expect(fieldValue(actor.getSnapshot().context, 'wage')).toBe(22);
  });
});
