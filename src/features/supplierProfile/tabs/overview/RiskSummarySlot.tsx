/**
 * Where the overview's risk summary report goes (spec 02 §2.4 item 6). The risk analytics issue
 * fills it: the overview shows the slot only under the community's riskSummary flag and
 * suppliersourcing:riskanalytics, and tells it whether to link to the risk radar
 * (suppliersourcing:riskinformation). Until then it renders nothing, so buyers see no empty box.
 */
export interface RiskSummarySlotProps {
  supplierId: number;
  /** The report may link to the risk radar. */
  canOpenRiskRadar: boolean;
}

export function RiskSummarySlot(_props: RiskSummarySlotProps): null {
  return null;
}
