/**
 * Runs inside Chromium (bundled by bench-csv.ts): builds 10,000 search results like the mock
 * network's, then times the export's own code path, table then CSV, several times.
 */
import { buildCsv } from '@/lib/csv';
import { buildExportTable, type ExportLabels } from '@/features/exportResults/exportTable';
import type { GoalDto } from '@/services/goals/types';
import type { SupplierSearchResult } from '@/services/search/types';

const labels: ExportLabels = {
  fileBase: 'SearchResults', organisationName: 'Organisation name', registrationNumber: 'Registration number',
  companyHouseNumber: 'Companies House number', addressLine1: 'Head office address line 1', addressLine2: 'Head office address line 2',
  addressLine3: 'Head office address line 3', addressLine4: 'Head office address line 4', town: 'Town', county: 'County',
  postcode: 'Postcode', region: 'Region', companySize: 'Company size', contactName: 'Contact name', phone: 'Phone',
  mobile: 'Mobile', email: 'Email',
};

const goals: GoalDto[] = Array.from({ length: 14 }, (_, i) => ({
  id: 100 + i, name: `Goal ${i}`, reference: `G${i}`, maturityLevel: i % 4, groupName: 'Levels', groupOrder: i, isSsip: i > 9,
}));

function results(count: number): SupplierSearchResult[] {
  return Array.from({ length: count }, (_, i) => ({
    entityID: 100000 + i,
    name: i % 50 === 0 ? `=Société "Générale", lot ${i}` : `Supplier ${i} & Sons, Ltd`,
    companyHouseNumber: String(10000000 + i),
    registrationNumber: `GB${10000000 + i}`,
    vatNumber: null,
    offices: [{
      headOffice: true, line1: `${i} Quay Street`, line2: 'Unit 4, Harbourside', line3: null, line4: null,
      city: 'Bristol', county: 'Avon', postcode: 'BS1 4DJ', region: 'South West',
    }],
    companySize: 'Small',
    contactName: 'Zoë Ñúñez',
    contactMobile: '+44 7700 900123',
    contactPhone: '0117 496 0123',
    contactEmail: `contact${i}@example.com`,
    goals: goals.filter((_, g) => (i + g) % 3 === 0).map((g) => ({
      goal: g.name, status: 'Verified' as const, reference: g.reference, buyerMaturityCode: null, maturityCompliance: true,
    })),
    orgAccountId: 1, parentCompanyId: null, countryCode: 'GB',
  }));
}

export function run(count: number, runs: number): { samples: number[]; bytes: number } {
  const data = results(count);
  const samples: number[] = [];
  let bytes = 0;
  for (let r = 0; r < runs + 1; r++) {
    const t0 = performance.now();
    const table = buildExportTable(data, goals, labels);
    const csv = buildCsv(table.header, table.rows);
    const elapsed = performance.now() - t0;
    bytes = csv.length;
    if (r > 0) samples.push(elapsed); // the first run warms the JIT
  }
  return { samples, bytes };
}
