import { defineResource } from '@/platform/resource';
import { getConsultNotices } from './consultNoticesService';

/** The supplier's consult notices (the Issues tab). */
export const consultNotices = defineResource({
  name: 'supplier/consultNotices',
  load: ({ supplierId }: { supplierId: number }, signal) => getConsultNotices(supplierId, signal),
  transition: true,
});
