import { describe, expect, it } from 'vitest';
import { directorsCountOf, directorsOf, hScoreOf, riskPrintDataOf, RISK_PROFILE_IDS, RISK_SECTIONS } from './risk';

const SEED = 20240601;
const sectionPresent = (id: number, section: (typeof RISK_SECTIONS)[number]) => {
  const d = riskPrintDataOf(SEED, id, 'Acme Ltd', '01234567');
  const has = <T,>(list: T[] | null) => Array.isArray(list) && list.length > 0;
  switch (section) {
    case 'companyWatchRiskScore': return d.companyWatchRiskScore !== null;
    case 'auditedFinancials': return d.companyWatchAuditedFinancialData !== null;
    case 'paymentPerformances': return has(d.paymentPerformances);
    case 'submissionsAssessmentTypes': return has(d.submissionsAssessmentTypes);
    case 'submissions': return has(d.submissions);
    case 'documentFilingEvents': return has(d.documentFilingEvents);
    case 'employmentTribunalData': return has(d.employmentTribunalData);
    case 'hseAndEaEvents': return has(d.hseHistories) || has(d.eaEvents);
    case 'riskScoreHistory': return has(d.riskScoreHistories);
  }
};

describe('mock risk data (spec 02 §3)', () => {
  it('is the same for the same supplier and differs between suppliers', () => {
    expect(riskPrintDataOf(SEED, 100050, 'A', '1')).toEqual(riskPrintDataOf(SEED, 100050, 'A', '1'));
    expect(riskPrintDataOf(SEED, 100050, 'A', '1')).not.toEqual(riskPrintDataOf(SEED, 100051, 'A', '1'));
    expect(directorsOf(SEED, 100050)).toEqual(directorsOf(SEED, 100050));
    expect(hScoreOf(SEED, 100050)).toEqual(hScoreOf(SEED, 100050));
  });

  it.each(RISK_SECTIONS)('the supplier listed as missing %s has every other section but that one', (section) => {
    const id = RISK_PROFILE_IDS.missingSection[section];
    for (const other of RISK_SECTIONS) expect(sectionPresent(id, other)).toBe(other !== section);
  });

  it('the full-data supplier has every section; the no-data supplier none', () => {
    for (const section of RISK_SECTIONS) {
      expect(sectionPresent(RISK_PROFILE_IDS.fullData, section)).toBe(true);
      expect(sectionPresent(RISK_PROFILE_IDS.noPrintData, section)).toBe(false);
    }
  });

  it('directors: none for one supplier, an unknown count for another, a count matching the list otherwise', () => {
    expect(directorsOf(SEED, RISK_PROFILE_IDS.noDirectors)).toEqual([]);
    expect(directorsCountOf(SEED, RISK_PROFILE_IDS.noDirectors)).toBe(0);
    expect(directorsCountOf(SEED, RISK_PROFILE_IDS.unknownDirectorsCount)).toBeNull();
    expect(directorsOf(SEED, RISK_PROFILE_IDS.unknownDirectorsCount).length).toBeGreaterThan(0);
    expect(directorsCountOf(SEED, 100050)).toBe(directorsOf(SEED, 100050).length);
  });

  it('H score: isSuccess false for the listed supplier and for some others; scores within 0–100', () => {
    expect(hScoreOf(SEED, RISK_PROFILE_IDS.hScoreUnavailable).isSuccess).toBe(false);
    const scores = Array.from({ length: 400 }, (_, i) => hScoreOf(SEED, 100100 + i));
    expect(scores.filter((s) => !s.isSuccess).length).toBeGreaterThan(5);
    for (const s of scores.filter((x) => x.isSuccess)) expect(s.hScore).toBeGreaterThanOrEqual(0);
    expect(hScoreOf(SEED, RISK_PROFILE_IDS.hScoreZero).hScore).toBe(0);
    expect(hScoreOf(SEED, RISK_PROFILE_IDS.hScoreDanger).hScore).toBe(25);
  });
});
