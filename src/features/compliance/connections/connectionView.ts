import { href, type Id } from '@/platform/router';
import { groupingTypeKey } from './groupingType';

/** Where a connection row's View goes: a project's own compliance view (spec 03 §2, §4), any other grouping's focused view. */
export const connectionViewHref = (supplierId: Id, connection: { groupingId: number; groupingType: string }): string =>
  groupingTypeKey(connection.groupingType) === 'project'
    ? href.supplier.projectConnection({ supplierId, projectId: connection.groupingId })
    : href.supplier.connections.connection({ supplierId, groupingId: connection.groupingId });
