import type { BrowserFlow } from './browser-flow';
import { demoFormBrowser } from './demo-form.browser';

/** The flows whose paths `npm run paths -- replay NAME --browser` can replay through their page, by plan name. */
export const browserFlows: Partial<Record<string, BrowserFlow>> = {
  'demo-form': demoFormBrowser,
};
