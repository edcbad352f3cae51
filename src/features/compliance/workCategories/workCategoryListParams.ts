import type { ListParamsSpec } from '@/platform/list';
import type { ExpirationFilter, StatusFilter, WorkCategoryFilter } from './workCategoryRows';

/** The tab's list state in the URL: page, tile and filters (ARCHITECTURE §5). */
export const WORK_CATEGORY_LIST: ListParamsSpec<'name', 'tile' | 'status' | 'type' | 'expiration' | 'expiringIn'> = {
  defaults: { page: 1, pageSize: 50, sortName: 'name', sortOrder: 'asc' },
  sortNames: ['name'],
  sortOrders: ['asc'],
  filterKeys: ['tile', 'status', 'type', 'expiration', 'expiringIn'],
  pageSizes: [50],
};

const STATUSES: StatusFilter[] = ['verified', 'notVerified'];
const EXPIRATIONS: ExpirationFilter[] = ['dueToExpire', 'expired'];

/** The URL's filter values made safe: unknown values are ignored rather than trusted. */
export function filterFromUrl(values: Partial<Record<'tile' | 'status' | 'type' | 'expiration' | 'expiringIn', string>>): WorkCategoryFilter {
  const days = Number(values.expiringIn);
  return {
    tile: values.tile === 'issues' ? 'issues' : 'total',
    status: STATUSES.find((s) => s === values.status),
    type: values.type || undefined,
    expiration: EXPIRATIONS.find((e) => e === values.expiration),
    expiringIn: values.expiringIn && Number.isInteger(days) && days >= 0 ? days : undefined,
  };
}
