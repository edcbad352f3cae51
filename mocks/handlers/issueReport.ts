import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { EmbedTokenResponse } from '@/services/analytics/issueReportTypes';
import { supplierOfParam } from './profileState';
import { endpoint } from './endpoint';
import { notFound } from './support';

/**
 * GET {analytics}/powerbi/supplierissuetoken/{supplierId}: the shape a real platform answers, with
 * a token no report service accepts — the mock platform has no report to show, so the Issues tab
 * says the report is unavailable (as it would offline). Any buyer: the Issues tab is shown by a
 * visibility flag, not a permission (spec 02 §2.3).
 */
export const issueReportHandlers = [
  endpoint({ method: 'get', kind: 'analytics', path: '/powerbi/supplierissuetoken/:id', rule: anyBuyer }, ({ params }) => {
    const profile = supplierOfParam(params.id);
    if (!profile) return notFound(`Supplier ${params.id} was not found`);
    const id = profile.entityId;
    const reportId = '00000000-0000-4000-8000-00000000a551';
    return HttpResponse.json<EmbedTokenResponse>({
      reports: [{
        reportId,
        workspaceId: '00000000-0000-4000-8000-00000000b00c',
        url: `https://app.powerbi.com/reportEmbed?reportId=${reportId}&supplierId=${id}`,
        token: `mock-embed-token.${id}`,
      }],
    });
  }),
];
