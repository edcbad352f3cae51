import { describe, expect, it } from 'vitest';
import { RISK_PRINT_SECTIONS } from '@/services/riskChecker/types';
import { riskPrintDataOf, RISK_PROFILE_IDS } from '../../../../mocks/data/profile/risk';
import { buildRiskReport } from './riskReportModel';

describe('risk report model', () => {
  it('draws one section per print-data section, in the service’s printed order', () => {
    const report = buildRiskReport(riskPrintDataOf(1, RISK_PROFILE_IDS.fullData, 'Ashworth Joinery Ltd', '01234567'), {
      t: (key) => key, currency: 'GBP', locale: 'en-GB', fallbackName: 'Ashworth Joinery Ltd',
    });
    expect(report.sections.map((section) => section.id)).toEqual([...RISK_PRINT_SECTIONS]);
    expect(report.sections.every((section) => !section.isEmpty)).toBe(true);
  });
});
