import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { buildCsv, UTF8_BOM } from '@/lib/csv';
import type { GoalDto } from '@/services/goals/types';
import type { SupplierSearchResult } from '@/services/search/types';
import { exportFileName } from './exportFile';
import { buildExportTable, type ExportLabels } from './exportTable';

const labels: ExportLabels = {
  fileBase: 'SearchResults', organisationName: 'Organisation name', registrationNumber: 'Registration number',
  companyHouseNumber: 'Companies House number', addressLine1: 'L1', addressLine2: 'L2', addressLine3: 'L3', addressLine4: 'L4',
  town: 'Town', county: 'County', postcode: 'Postcode', region: 'Region', companySize: 'Company size',
  contactName: 'Contact name', phone: 'Phone', mobile: 'Mobile', email: 'Email',
};

const goals = [
  { id: 101, name: 'Bronze', reference: 'BRZ' },
  { id: 102, name: 'Silver', reference: 'SLV' },
] as GoalDto[];

const supplier: SupplierSearchResult = {
  entityID: 1, name: '=HYPERLINK("x")', companyHouseNumber: '01234567', registrationNumber: 'GB-01234567', vatNumber: null,
  offices: [
    { headOffice: false, line1: 'Depot', line2: null, line3: null, line4: null, city: 'Leeds', county: null, postcode: 'LS1 1AA', region: 'Yorkshire' },
    { headOffice: true, line1: '1 Quay, Street', line2: 'Floor 2', line3: null, line4: null, city: 'Bristol', county: 'Avon', postcode: 'BS1 4DJ', region: 'South West' },
  ],
  companySize: 'Small', contactName: 'Zoë Ñúñez', contactMobile: '07700 900123', contactPhone: '+44 117 496 0123',
  contactEmail: 'z@example.com',
  goals: [{ goal: 'Silver', status: 'Verified', reference: 'SLV', buyerMaturityCode: null, maturityCompliance: true }],
  orgAccountId: 1, parentCompanyId: null, countryCode: 'GB',
};

describe('export table (spec 01 §3)', () => {
  it('has the fixed columns then one per allowed goal', () => {
    const { header } = buildExportTable([], goals, labels);
    expect(header).toEqual([
      'Organisation name', 'Registration number', 'Companies House number', 'L1', 'L2', 'L3', 'L4', 'Town', 'County',
      'Postcode', 'Region', 'Company size', 'Contact name', 'Phone', 'Mobile', 'Email', 'Bronze', 'Silver',
    ]);
  });

  it('uses the head office, keeps phone and mobile in their own columns and writes each goal status', () => {
    const [row] = buildExportTable([supplier], goals, labels).rows;
    expect(row).toEqual([
      '=HYPERLINK("x")', 'GB-01234567', '01234567', '1 Quay, Street', 'Floor 2', null, null, 'Bristol', 'Avon', 'BS1 4DJ',
      'South West', 'Small', 'Zoë Ñúñez', '+44 117 496 0123', '07700 900123', 'z@example.com', '', 'Verified',
    ]);
  });

  it('round-trips through the CSV builder: BOM, neutralised formula, accents and commas intact', () => {
    const { header, rows } = buildExportTable([supplier], goals, labels);
    const csv = buildCsv(header, rows);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    expect(parsed).toHaveLength(2);
    expect(parsed[1][0]).toBe(`'=HYPERLINK("x")`);
    expect(parsed[1][3]).toBe('1 Quay, Street');
    expect(parsed[1][12]).toBe('Zoë Ñúñez');
    expect(parsed[1][13]).toBe(`'+44 117 496 0123`);
  });
});

describe('exportFileName', () => {
  it('is the base, the sid and a UK-locale timestamp, safe for file systems', () => {
    expect(exportFileName('SearchResults', 'abc123', new Date(2025, 4, 13, 14, 3, 22))).toBe(
      'SearchResults_abc123_13-05-2025_14-03-22.csv',
    );
  });
});
