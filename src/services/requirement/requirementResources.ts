import { defineResource } from '@/platform/resource';
import { getAreasOfOperation, getInsurances } from './requirementService';

/** A supplier's areas of operation (the profile's print view). */
export const areasOfOperation = defineResource({
  name: 'requirement/areasOfOperation',
  load: ({ supplierId }: { supplierId: number }, signal) => getAreasOfOperation(supplierId, signal),
});

/** A supplier's insurances (the profile's print view). */
export const insurances = defineResource({
  name: 'requirement/insurances',
  load: ({ supplierId }: { supplierId: number }, signal) => getInsurances(supplierId, signal),
});
