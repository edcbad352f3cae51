import type { GoalDto } from '@/services/goals/types';
import type { SupplierOffice, SupplierSearchResult } from '@/services/search/types';

/** Translated headers of the fixed columns, in order (spec 01 §3 "Export CSV columns"). */
export interface ExportLabels {
  fileBase: string;
  organisationName: string;
  registrationNumber: string;
  companyHouseNumber: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  addressLine4: string;
  town: string;
  county: string;
  postcode: string;
  region: string;
  companySize: string;
  contactName: string;
  phone: string;
  mobile: string;
  email: string;
}

type Cell = string | null | undefined;

const headOffice = (offices: SupplierOffice[]): SupplierOffice | undefined =>
  offices.find((o) => o.headOffice) ?? offices[0];

/**
 * The export table: fixed columns, then one column per allowed goal carrying the supplier's status
 * for it (empty when the supplier does not hold it). Phone and mobile each stay in their own column;
 * the original product crossed them, ours does not.
 */
export function buildExportTable(results: SupplierSearchResult[], goals: GoalDto[], labels: ExportLabels) {
  const header = [
    labels.organisationName, labels.registrationNumber, labels.companyHouseNumber,
    labels.addressLine1, labels.addressLine2, labels.addressLine3, labels.addressLine4,
    labels.town, labels.county, labels.postcode, labels.region, labels.companySize,
    labels.contactName, labels.phone, labels.mobile, labels.email,
    ...goals.map((g) => g.name),
  ];
  const rows = results.map((r): Cell[] => {
    const office = headOffice(r.offices);
    const statusByReference = new Map(r.goals.map((g) => [g.reference, g.status]));
    return [
      r.name, r.registrationNumber, r.companyHouseNumber,
      office?.line1, office?.line2, office?.line3, office?.line4,
      office?.city, office?.county, office?.postcode, office?.region, r.companySize,
      r.contactName, r.contactPhone, r.contactMobile, r.contactEmail,
      ...goals.map((g) => statusByReference.get(g.reference) ?? ''),
    ];
  });
  return { header, rows };
}
