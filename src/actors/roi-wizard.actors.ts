import type { RegisteredRouter } from '@tanstack/react-router';
import type { RoiNavigation } from '../../machines/roi-wizard/roi-wizard.machine';
import type { RoiInputs } from '../../machines/roi-wizard/roi-inputs';
import { trackSiteEvent } from '../lib/site-events';

/**
 * Binds the ROI wizard's `navigate` to the router; the machine says whether the address is a new history entry (a new
 * step, so the browser's Back button steps back) or replaces the current one (an edited input).
 */
export const roiWizardActions = (router: RegisteredRouter) => ({
  navigate: (_: unknown, { step, inputs, replace }: RoiNavigation) => {
    void router.navigate({ to: '/roi', search: { step, ...inputs }, replace, resetScroll: !replace });
  },
  reportResults: (_: unknown, { calls }: RoiInputs) => trackSiteEvent({ kind: 'roi_results', calls }),
});
