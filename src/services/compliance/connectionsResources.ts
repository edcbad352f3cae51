import { defineResource } from '@/platform/resource';
import { getBuyerConnections, getConnectionDetailsList } from './connectionsService';

/** The supplier's connections with the buyer's organisation (the connections tab, its widget, one connection). */
export const buyerConnections = defineResource({
  name: 'compliance/buyerConnections',
  load: ({ supplierId }: { supplierId: number }, signal) => getBuyerConnections(supplierId, signal),
  transition: true,
});

/**
 * The supplier's requirement rows for one goal or one policy (connection-detailslist). A policy's
 * rows are one entry whoever reads them: a connection, a project connection, a policy check.
 */
export type ConnectionDetailsArgs = { supplierId: number } & ({ goalId: number } | { compliancePolicyId: number });

export const connectionDetailsList = defineResource({
  name: 'compliance/connectionDetailsList',
  load: (args: ConnectionDetailsArgs, signal) =>
    getConnectionDetailsList(args.supplierId, 'goalId' in args ? { goalId: args.goalId } : { compliancePolicyId: args.compliancePolicyId }, signal),
  transition: true,
});
