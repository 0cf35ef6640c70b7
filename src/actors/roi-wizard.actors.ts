import type { RegisteredRouter } from '@tanstack/react-router';
import type { RoiStep, RoiWizardContext } from '../../machines/roi-wizard/roi-wizard.machine';
import type { RoiInputs } from '../../machines/roi-wizard/roi-inputs';
import { parseRoiSearch, sameRoiSearch, type RawRoiSearch, type RoiSearch } from '../lib/roi-search';
import { trackSiteEvent } from '../lib/site-events';

/**
 * Binds the ROI wizard's `writeUrl` to the router: a new step is a new history entry (so the
 * browser's Back button steps back), an edited input replaces the current one. Writing what the
 * address bar already says is skipped, so following the address bar never writes it again.
 */
export const roiWizardActions = (router: RegisteredRouter) => ({
  writeUrl: ({ context }: { context: RoiWizardContext }, { step }: { step: RoiStep }) => {
    const wanted: RoiSearch = { step, ...context.inputs };
    const current = parseRoiSearch(router.latestLocation.search as RawRoiSearch);
    if (sameRoiSearch(current, wanted)) return;
    const sameStep = current.step === step;
    void router.navigate({ to: '/roi', search: wanted, replace: sameStep, resetScroll: !sameStep });
  },
  reportResults: (_: unknown, { calls }: RoiInputs) => trackSiteEvent({ kind: 'roi_results', calls }),
});
