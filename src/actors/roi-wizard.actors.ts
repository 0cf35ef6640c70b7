import type { RegisteredRouter } from '@tanstack/react-router';
import type { RoiNavigation } from '../../machines/roi-wizard/roi-wizard.machine';
import type { RoiInputs } from '../../machines/roi-wizard/roi-inputs';
import { keepRoiEstimate } from '../lib/roi-estimate-store';
import { trackSiteEvent } from '../lib/site-events';

/**
 * Binds the ROI wizard's `navigate` to the router; the machine says whether the address is a new history entry (a new
 * step, so the browser's Back button steps back) or replaces the current one (an edited input).
 */
export const roiWizardActions = (router: RegisteredRouter) => ({
  navigate: (_: unknown, { step, inputs, replace }: RoiNavigation) => {
    void router.navigate({ to: '/roi', search: { step, ...inputs }, replace, resetScroll: !replace });
  },
  // The results the funnel counts are also the tab's estimate, which the demo form offers when the visitor reaches
  // it by another way than the results' own button.
  reportResults: (_: unknown, inputs: RoiInputs) => {
    trackSiteEvent({ kind: 'roi_results', calls: inputs.calls });
    keepRoiEstimate(inputs);
  },
});
