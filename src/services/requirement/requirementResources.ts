import { defineView } from '@/platform/resource';
import { currentRequirement } from './requirementPagesResources';
import type { RequirementDto } from './requirementPageTypes';
import { REQUIREMENT_IDS, type AreaOfOperationRecord, type InsuranceRecord } from './types';

/** The records a list requirement holds: its first question's answer (none when it was never answered). */
const recordsOf =
  <Row>() =>
  (requirement: RequirementDto | null | undefined): Row[] =>
    ((requirement?.questions?.[0] as { answer?: unknown } | undefined)?.answer as Row[] | null | undefined) ?? [];

/**
 * A supplier's areas of operation (the profile's print view): requirement 24's answer, the same
 * cache entry as its requirement page.
 */
export const areasOfOperation = defineView({
  source: currentRequirement,
  args: ({ supplierId }: { supplierId: number }) => ({ supplierId, requirementId: REQUIREMENT_IDS.areasOfOperation }),
  select: recordsOf<AreaOfOperationRecord>(),
});

/**
 * A supplier's insurances (the print view, the expiry timeline, compare): requirement 28's answer,
 * the same cache entry as its requirement page.
 */
export const insurances = defineView({
  source: currentRequirement,
  args: ({ supplierId }: { supplierId: number }) => ({ supplierId, requirementId: REQUIREMENT_IDS.insurances }),
  select: recordsOf<InsuranceRecord>(),
});
