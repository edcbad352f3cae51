import { describe, expect, it } from 'vitest';
import { EXCLUDED_REQUIREMENT_IDS, environmentOf, isRequirementListed, maySeeResponses } from './requirementGates';

const context = (over: Partial<Parameters<typeof maySeeResponses>[1]> = {}) => ({
  environment: 'dev',
  toggles: { pilotRequirementResponsesEnabled: true },
  parentOrganisationAccountId: 1001,
  ...over,
});

describe('requirement gates (spec 03 §6): one typed table', () => {
  it('the special case is 145 in production and 118 elsewhere', () => {
    expect(maySeeResponses(145, context({ environment: 'production', toggles: {} }))).toBe(false);
    expect(maySeeResponses(118, context({ environment: 'production', toggles: {} }))).toBe(true);
    expect(maySeeResponses(118, context({ environment: 'dev', toggles: {} }))).toBe(false);
    expect(maySeeResponses(145, context({ environment: 'dev', toggles: {} }))).toBe(true);
    expect(maySeeResponses(118, context({ environment: 'staging', toggles: {} }))).toBe(false);
  });

  it("'See responses' only when the toggle is on and the parent organisation is the rule's", () => {
    expect(maySeeResponses(118, context())).toBe(true);
    expect(maySeeResponses(118, context({ toggles: { pilotRequirementResponsesEnabled: false } }))).toBe(false);
    expect(maySeeResponses(118, context({ parentOrganisationAccountId: 1002 }))).toBe(false);
    expect(maySeeResponses(145, context({ environment: 'production' }))).toBe(true);
  });

  it('any other requirement is not gated; the excluded list is empty', () => {
    expect(maySeeResponses(7, context({ toggles: {}, parentOrganisationAccountId: 9 }))).toBe(true);
    expect(EXCLUDED_REQUIREMENT_IDS).toEqual([]);
    expect(isRequirementListed(118)).toBe(true);
  });

  it('the environment is the LaunchDarkly label, "Local" and none read as "dev"', () => {
    expect(environmentOf('Local')).toBe('dev');
    expect(environmentOf(null)).toBe('dev');
    expect(environmentOf('Production')).toBe('production');
  });
});
