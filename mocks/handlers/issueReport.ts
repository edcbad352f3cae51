import { http, HttpResponse } from 'msw';
import type { EmbedTokenResponse } from '@/services/analytics/issueReportTypes';
import { mockPath } from '../paths';
import { supplierProfile } from './profileState';
import { caller, notFound } from './support';

/**
 * GET {analytics}/powerbi/supplierissuetoken/{supplierId}: the shape a real platform answers, with
 * a token no report service accepts — the mock platform has no report to show, so the Issues tab
 * says the report is unavailable (as it would offline).
 */
export const issueReportHandlers = [
  http.get(mockPath('analytics', '/powerbi/supplierissuetoken/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = Number(params.id);
    if (!supplierProfile(id)) return notFound(`Supplier ${String(params.id)} was not found`);
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
