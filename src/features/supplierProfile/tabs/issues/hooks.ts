import { useResource } from '@/platform/resource';
import { issueReportToken } from '@/services/analytics/issueReportResources';
import { consultNotices } from '@/services/supplier/consultNoticesResources';

export const useConsultNotices = (supplierId: number) => useResource(consultNotices, { supplierId });
export const useIssueReportToken = (supplierId: number) => useResource(issueReportToken, { supplierId });
