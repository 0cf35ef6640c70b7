import { describe, expect, it } from 'vitest';
import { alertReceiveChoices } from '../../machines/alert-preference/alert-preference.machine';

describe("an admin's alert choices", () => {
  it('are every new lead, escalations only and nothing, in that order', () => {
    expect(alertReceiveChoices).toEqual(['all', 'escalations', 'none']);
  });
});
