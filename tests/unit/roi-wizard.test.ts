import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  fieldText,
  fieldValue,
  roiStep,
  roiWizardMachine,
  roiWizardSnapshotAt,
  type RoiAddress,
  type RoiStep,
} from '../../machines/roi-wizard/roi-wizard.machine';
import type { RoiInputs } from '../../machines/roi-wizard/roi-inputs';

const address = (step: RoiStep, inputs: RoiInputs): { type: 'address.set' } & RoiAddress => ({
  type: 'address.set',
  step,
  inputs,
});

function startWizard(snapshot?: ReturnType<typeof roiWizardSnapshotAt>) {
  const urls: Array<{ step: RoiStep; replace: boolean } & RoiInputs> = [];
  // Like the router: every address asked for comes back as `address.set`.
  const machine = roiWizardMachine.provide({
    actions: {
      navigate: (_, { step, inputs, replace }) => {
        urls.push({ step, ...inputs, replace });
        actor.send(address(step, inputs));
      },
    },
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
    expect(actor.getSnapshot().context.notes.calls?.adjustment).toBe('notANumber');
  });

  it('commits a draft when the step changes without a blur (Enter in the text box)', () => {
    const { actor, urls } = startWizard();
    actor.send({ type: 'field.type', field: 'aht', text: '45' });
    actor.send({ type: 'wizard.next' });
    expect(roiStep(actor.getSnapshot())).toBe('costs');
    expect(actor.getSnapshot().context.inputs.aht).toBe(30);
    expect(urls.at(-1)).toEqual({ step: 'costs', calls: 2_000, aht: 30, wage: 22, replace: false });
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
    actor.send({ type: 'field.type', field: 'calls', text: '3000' });
    expect(urls).toEqual([]);
    actor.send({ type: 'field.commit', field: 'calls' });
    actor.send({ type: 'field.slide', field: 'aht', value: 5 });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'wizard.back' });
    expect(urls).toEqual([
      { step: 'volume', calls: 3_000, aht: 4, wage: 22, replace: true },
      { step: 'volume', calls: 3_000, aht: 5, wage: 22, replace: true },
      { step: 'costs', calls: 3_000, aht: 5, wage: 22, replace: false },
      { step: 'results', calls: 3_000, aht: 5, wage: 22, replace: false },
      { step: 'costs', calls: 3_000, aht: 5, wage: 22, replace: false },
    ]);
  });

  it('opens at the step and inputs a shared URL names, without writing the URL back', () => {
    const { actor, urls } = startWizard(roiWizardSnapshotAt('results', { calls: 9_000, aht: 50, wage: 40 }));
    expect(roiStep(actor.getSnapshot())).toBe('results');
    expect(actor.getSnapshot().context.inputs).toEqual({ calls: 9_000, aht: 30, wage: 40 });
    expect(urls).toEqual([]);
  });

  it('follows the address bar to another step, keeping what is typed in a field whose number it leaves alone', () => {
    const { actor, urls } = startWizard();
    actor.send({ type: 'field.type', field: 'aht', text: '7' });
    actor.send(address('volume', { calls: 2_000, aht: 4, wage: 22 }));
    expect(fieldText(actor.getSnapshot().context, 'aht')).toBe('7');
    actor.send(address('results', { calls: 4_000, aht: 4, wage: 22 }));
    expect(roiStep(actor.getSnapshot())).toBe('results');
    expect(actor.getSnapshot().context.inputs.calls).toBe(4_000);
    expect(fieldText(actor.getSnapshot().context, 'aht')).toBe('7');
    actor.send(address('costs', { calls: 4_000, aht: 4, wage: 22 }));
    expect(roiStep(actor.getSnapshot())).toBe('costs');
    expect(urls).toEqual([]);
  });

  it('hears its own write back without losing the typed text or why a value changed', () => {
    const { actor } = startWizard();
    actor.send({ type: 'wizard.next' });
    actor.send({ type: 'field.type', field: 'wage', text: '50' });
    actor.send(address('costs', actor.getSnapshot().context.inputs));
    expect(fieldText(actor.getSnapshot().context, 'wage')).toBe('50');
    actor.send({ type: 'field.type', field: 'wage', text: '999' });
    actor.send({ type: 'wizard.next' });
    actor.send(address('results', actor.getSnapshot().context.inputs));
    expect(actor.getSnapshot().context.notes.wage?.adjustment).toBe('loweredToMax');
  });

  it('follows the address bar on the same step when it changes only one input, dropping the draft and note of that field', () => {
    const { actor } = startWizard();
    const opening = { calls: 2_000, aht: 4, wage: 22 };
    for (const changed of [{ wage: 30 }, { aht: 6 }, { calls: 3_000 }]) {
      actor.send(address('volume', { ...opening, ...changed }));
      expect(actor.getSnapshot().context.inputs).toEqual({ ...opening, ...changed });
      actor.send(address('volume', opening));
      expect(actor.getSnapshot().context.inputs).toEqual(opening);
    }
    actor.send({ type: 'field.type', field: 'calls', text: '99999' });
    actor.send({ type: 'field.commit', field: 'calls' });
    actor.send({ type: 'field.type', field: 'aht', text: '5' });
    actor.send(address('volume', { ...opening, calls: 20_000, aht: 9 }));
    expect(actor.getSnapshot().context.drafts).toEqual({ calls: null, aht: null, wage: null });
    expect(actor.getSnapshot().context.notes).toEqual({
      calls: { adjustment: 'loweredToMax', value: 20_000 },
      aht: null,
      wage: null,
    });
    actor.send(address('volume', opening));
    expect(actor.getSnapshot().context.notes.calls).toBeNull();
  });

  it('clamps an address out of range, as the fields would', () => {
    const { actor } = startWizard();
    actor.send(address('costs', { calls: 50, aht: 4, wage: 500 }));
    expect(actor.getSnapshot().context.inputs).toEqual({ calls: 1_000, aht: 4, wage: 120 });
  });

  it('a slider shows the committed value when nothing is being typed', () => {
    const { actor } = startWizard();
    expect(fieldValue(actor.getSnapshot().context, 'calls')).toBe(2_000);
    expect(fieldValue(actor.getSnapshot().context, 'wage')).toBe(22);
  });
});
