import { describe, expect, it } from 'vitest';
import { plan as demoFormPlan } from '../machines/demo-form.plan';
import { plan as roiPlan } from '../machines/roi-wizard.plan';
import { roiWizardBrowser } from './browser/roi-wizard.browser';
import { loadPlans, namedPaths } from './named-paths';

const plans = await loadPlans();

describe('npm run paths: path names', () => {
  it.each(plans.map((flowPlan) => [flowPlan.flow, flowPlan] as const))(
    '%s: every path has its own name, the same on every run',
    (_, flowPlan) => {
      const names = namedPaths(flowPlan).map((named) => named.name);
      expect(new Set(names).size).toBe(names.length);
      expect(namedPaths(flowPlan).map((named) => named.name)).toEqual(names);
    },
  );

  it('a name reads as the states the path passes through', () => {
    const names = namedPaths({ flow: 'demo-form', plan: demoFormPlan }).map((named) => named.name);
    expect(names).toContain('demo-form:idle');
    expect(names.some((name) => name.startsWith('demo-form:idle--submitting--success--idle#'))).toBe(true);
  });
});

describe('npm run paths: paths no person could walk through the page', () => {
  const paths = namedPaths({ flow: 'roi-wizard', plan: roiPlan });
  const reasons = paths.map((named) => roiWizardBrowser.cannotDo?.(named.path));

  it('refuses sliding while a box holds uncommitted text, and touching a box the step does not show', () => {
    expect(reasons.some((reason) => reason?.includes('slides "aht" while the "calls" box is uncommitted'))).toBe(true);
    expect(reasons.some((reason) => reason?.includes('touches "aht", which "costAssumptions" does not show'))).toBe(
      true,
    );
  });

  it('keeps the paths a person can walk', () => {
    expect(reasons.filter((reason) => reason === undefined).length).toBeGreaterThan(0);
  });
});
