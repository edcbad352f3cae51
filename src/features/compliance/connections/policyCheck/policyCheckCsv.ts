import { buildCsv } from '@/lib/csv';
import { formatDate } from '@/platform/i18n';
import type { PolicyCheckRow, PolicyRequirementState } from '@/lib/policyCheck';

export interface PolicyCheckCsvText {
  header: { requirement: string; standard: string; status: string; validFrom: string; expiryDate: string };
  state: (state: PolicyRequirementState) => string;
  unknownRequirement: (id: number) => string;
}

/** The policy check as CSV through the project's safe builder (formula cells neutralised, BOM, CRLF). */
export function policyCheckCsv(rows: readonly PolicyCheckRow[], text: PolicyCheckCsvText): string {
  const { header } = text;
  return buildCsv(
    [header.requirement, header.standard, header.status, header.validFrom, header.expiryDate],
    rows.map(({ id, row, state }) => [
      row?.requirementName ?? text.unknownRequirement(id),
      row?.groupName ?? '',
      text.state(state),
      row?.validFrom ? formatDate(row.validFrom) : '',
      row?.expiryDate ? formatDate(row.expiryDate) : '',
    ]),
  );
}

/** "Supplier – Policy.csv" without the characters file systems refuse. */
export function policyCheckFileName(supplierName: string, policyName: string): string {
  const printable = [...`${supplierName} – ${policyName}`].map((ch) => (ch.charCodeAt(0) < 32 ? ' ' : ch)).join('');
  return `${printable.replace(/[\\/:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 150)}.csv`;
}
