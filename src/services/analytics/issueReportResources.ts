import { defineResource } from '@/platform/resource';
import { getIssueReportToken } from './issueReportService';

/** The submissions-status report's embed token for the supplier (the Issues tab). */
export const issueReportToken = defineResource({
  name: 'analytics/issueReportToken',
  load: ({ supplierId }: { supplierId: number }, signal) => getIssueReportToken(supplierId, signal),
});
