import type { BrowserFlow } from './browser-flow';
import { demoFormBrowser } from './demo-form.browser';
import { inboxBrowser } from './inbox.browser';
import { inboxFiguresBrowser } from './inbox-figures.browser';
import { leadExportBrowser } from './lead-export.browser';
import { leadPanelBrowser } from './lead-panel.browser';
import { loginBrowser } from './login.browser';
import { rawPricingBrowser } from './raw-pricing.browser';
import { roiWizardBrowser } from './roi-wizard.browser';
import { voicePageBrowser } from './voice-page.browser';

/** The flows whose paths `npm run paths -- replay NAME --browser` can replay through their page, by plan name. */
export const browserFlows: Partial<Record<string, BrowserFlow>> = {
  'demo-form': demoFormBrowser,
  inbox: inboxBrowser,
  'inbox-figures': inboxFiguresBrowser,
  'lead-export': leadExportBrowser,
  'lead-panel': leadPanelBrowser,
  login: loginBrowser,
  'raw-pricing': rawPricingBrowser,
  'roi-wizard': roiWizardBrowser,
  'voice-page': voicePageBrowser,
};
