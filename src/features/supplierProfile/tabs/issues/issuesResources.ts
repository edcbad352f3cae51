import { createKeyedResource } from '@/platform/async';
import { getIssueReportToken } from '@/services/analytics/issueReportService';
import type { EmbedTokenResponse } from '@/services/analytics/issueReportTypes';
import { getConsultNotices } from '@/services/supplier/consultNoticesService';
import type { ConsultNoticeDto } from '@/services/supplier/consultNoticesTypes';
import type { ProfileRoot } from '../../profileRoot';

/** A supplier's consult notices, per supplierId. */
export const consultNoticesResource = createKeyedResource<number, ConsultNoticeDto[], ProfileRoot>({
  name: 'supplierProfile/consultNotices',
  load: (id, signal) => getConsultNotices(id, signal),
});

/** The submissions-status report's embed token, per supplierId. */
export const issueReportTokenResource = createKeyedResource<number, EmbedTokenResponse, ProfileRoot>({
  name: 'supplierProfile/issueReportToken',
  load: (id, signal) => getIssueReportToken(id, signal),
});
