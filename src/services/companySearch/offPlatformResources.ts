import { defineResource } from '@/platform/resource';
import { getOffPlatformCompany } from './offPlatformService';

/** A company off the platform (the register's record), by its source id: the limited profile. */
export const offPlatformCompany = defineResource({
  name: 'companySearch/offPlatformCompany',
  load: ({ sourceId }: { sourceId: string }, signal) => getOffPlatformCompany(sourceId, signal),
});
