import { screen } from '@testing-library/react';
import type { DetailRecordDtos, DetailRecordKind } from '@/services/requirement/detailRecordsTypes';
import { detailAnswerOf } from '../../../../../mocks/data/compliance/detailRecords';
import { href, type DetailKind } from '@/platform/router';

export const SUPPLIER = 100010;
export const REQUIREMENT = href.supplier.compliance.requirement({ supplierId: SUPPLIER, requirementId: 28 });
export const FLAGS = { complianceTabEnabled: true };

/** The address of a detail page under requirement 28 (the insurance page under its question 2801). */
export const detailRoute = (kind: DetailKind, id: number | string, base = REQUIREMENT) =>
  href.detail(base, kind, { recordId: id, questionId: 2801 });

/** The record the mock platform serves for a kind and id (deterministic). */
export function servedRecord<K extends DetailRecordKind>(kind: K, id: number): DetailRecordDtos[K] {
  const answer = detailAnswerOf(kind, id);
  if (!('record' in answer)) throw new Error(`${kind} ${id} has no record`);
  return answer.record;
}

/** The value shown beside a label on the detail page (its <dd>), once the facts are shown. */
export async function valueOf(label: string): Promise<string> {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}
