import { lazyScreen, usePartLoaded } from '@/platform/async';

/**
 * Where the overview's risk summary report goes (spec 02 §2.4 item 6). The overview shows the slot
 * only under the community's riskSummary flag and suppliersourcing:riskanalytics, and tells it
 * whether to link to the risk radar (suppliersourcing:riskinformation). The report sits at the
 * overview's foot, so it is its own chunk and does not weigh on the overview's first paint.
 */
export interface RiskSummarySlotProps {
  supplierId: number;
  /** The report may link to the risk radar. */
  canOpenRiskRadar: boolean;
}

const RiskSummaryReport = lazyScreen(() => import('../../risk/RiskSummaryReport'), 'RiskSummaryReport');

export function RiskSummarySlot(props: RiskSummarySlotProps) {
  return usePartLoaded(RiskSummaryReport) ? <RiskSummaryReport {...props} /> : null;
}
