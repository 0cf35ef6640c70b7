import type { RegisteredRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RoiWizardContext } from '../../machines/roi-wizard/roi-wizard.machine';
import { roiWizardActions } from '../../src/actors/roi-wizard.actors';

const context = (calls: number): RoiWizardContext => ({
  inputs: { calls, aht: 4, wage: 22 },
  drafts: { calls: null, aht: null, wage: null },
  adjustments: { calls: null, aht: null, wage: null },
});

/** Only the two members `writeUrl` touches; the real router is far larger. */
function fakeRouter(search: Record<string, unknown>) {
  const navigate = vi.fn(async () => {});
  const router = { latestLocation: { search }, navigate } as unknown as RegisteredRouter;
  return { router, navigate };
}

describe('ROI wizard URL binding', () => {
  it('writes nothing when the address bar already shows the step and inputs', () => {
    const { router, navigate } = fakeRouter({});
    roiWizardActions(router).writeUrl({ context: context(2_000) }, { step: 'volume' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('replaces the history entry when only an input changed, without scrolling', () => {
    const { router, navigate } = fakeRouter({ step: 'volume', calls: 2_000, aht: 4, wage: 22 });
    roiWizardActions(router).writeUrl({ context: context(3_000) }, { step: 'volume' });
    expect(navigate).toHaveBeenCalledWith({
      to: '/roi',
      search: { step: 'volume', calls: 3_000, aht: 4, wage: 22 },
      replace: true,
      resetScroll: false,
    });
  });

  it('pushes a history entry for a new step, so the browser Back button returns to the previous one', () => {
    const { router, navigate } = fakeRouter({ step: 'costs', calls: 2_000, aht: 4, wage: 22 });
    roiWizardActions(router).writeUrl({ context: context(2_000) }, { step: 'results' });
    expect(navigate).toHaveBeenCalledWith({
      to: '/roi',
      search: { step: 'results', calls: 2_000, aht: 4, wage: 22 },
      replace: false,
      resetScroll: true,
    });
  });
});
