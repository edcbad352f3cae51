import { defineResource } from '@/platform/resource';
import { getRiskPrintData } from './riskPrintService';

/** The risk checker's print data for the supplier: the radar's PDF and its data view. */
export const riskPrintData = defineResource({
  name: 'riskChecker/printData',
  load: ({ supplierId }: { supplierId: number }, signal) => getRiskPrintData(supplierId, signal),
});
