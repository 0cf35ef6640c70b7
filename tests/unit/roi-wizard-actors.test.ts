import type { RegisteredRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { roiWizardActions } from '../../src/actors/roi-wizard.actors';

/** Only the member `navigate` touches; the real router is far larger. */
function fakeRouter() {
  const navigate = vi.fn(async () => {});
  const router = { navigate } as unknown as RegisteredRouter;
  return { router, navigate };
}

const inputs = { calls: 3_000, aht: 4, wage: 22 };

describe('ROI wizard URL binding', () => {
  it('replaces the history entry when the wizard says so (an edited input), without scrolling', () => {
    const { router, navigate } = fakeRouter();
    roiWizardActions(router).navigate({}, { step: 'volume', inputs, replace: true });
    expect(navigate).toHaveBeenCalledWith({
      to: '/roi',
      search: { step: 'volume', calls: 3_000, aht: 4, wage: 22 },
      replace: true,
      resetScroll: false,
    });
  });

  it('pushes a history entry for a new step, so the browser Back button returns to the previous one', () => {
    const { router, navigate } = fakeRouter();
    roiWizardActions(router).navigate({}, { step: 'results', inputs, replace: false });
    expect(navigate).toHaveBeenCalledWith({
      to: '/roi',
      search: { step: 'results', calls: 3_000, aht: 4, wage: 22 },
      replace: false,
      resetScroll: true,
    });
  });
});
