import { describe, expect, it } from 'vitest';
import { policyCheckCsv, policyCheckFileName } from '../policyCheck/policyCheckCsv';
import { requirementRow } from './rows';

const text = {
  header: { requirement: 'Requirement', standard: 'Standard', status: 'Status', validFrom: 'Valid from', expiryDate: 'Expiry date' },
  state: (state: string) => state.toUpperCase(),
  unknownRequirement: (id: number) => `Requirement ${id}`,
};

describe('policy check CSV', () => {
  it('one row per requirement: name, standard, status, dates as dd/MM/yyyy; an unanswered one by its id', () => {
    const csv = policyCheckCsv([
      { id: 1, row: requirementRow(1, { requirementName: 'Financial statements, audited', groupName: 'Financials', validFrom: '2025-03-01', expiryDate: '2026-02-28' }), state: 'met' },
      { id: 9, row: null, state: 'missing' },
    ], text);
    expect(csv).toBe('\uFEFFRequirement,Standard,Status,Valid from,Expiry date\r\n"Financial statements, audited",Financials,MET,01/03/2025,28/02/2026\r\nRequirement 9,,MISSING,,');
  });

  it('names the file after the supplier and the policy, without characters file systems refuse', () => {
    expect(policyCheckFileName('D\'Arcy & O\'Neill Roofing Ltd', 'Gold: principal contractor works')).toBe("D'Arcy & O'Neill Roofing Ltd – Gold principal contractor works.csv");
    expect(policyCheckFileName('A/B\\C', 'x\u0007y?*|"<>')).toBe('A B C – x y.csv');
  });
});
