import { createResourceHook } from '@/platform/async';
import { consultNoticesResource, issueReportTokenResource } from './issuesResources';

export const useConsultNotices = createResourceHook(consultNoticesResource);
export const useIssueReportToken = createResourceHook(issueReportTokenResource);
