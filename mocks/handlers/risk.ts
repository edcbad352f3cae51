import { HttpResponse } from 'msw';
import { mayUseRiskAnalytics, mayUseRiskInformation } from '@/platform/auth/identityRules';
import type { EmbedTokenResponse } from '@/services/analytics/issueReportTypes';
import type { DirectorsCountDto } from '@/services/analytics/riskTypes';
import type { Network } from '../data/model';
import { directorsCountOf, directorsOf, hScoreOf, riskPrintDataOf } from '../data/profile/risk';
import { FIRST_ENTITY_ID } from '../data/generate';
import { getNetwork } from '../db';
import { supplierOfParam } from './profileState';
import { endpoint } from './endpoint';
import { notFound } from './support';

let indexFor: Network | null = null;
let byHouseNumber = new Map<string, number>();

/** The supplier registered under a company house number (the directors calls are keyed by it). */
function supplierIdOfHouseNumber(houseNumber: string): number | null {
  const network = getNetwork();
  if (indexFor !== network) {
    byHouseNumber = new Map(network.suppliers.map((s, i) => [s.dto.companyHouseNumber, FIRST_ENTITY_ID + i]));
    indexFor = network;
  }
  return byHouseNumber.get(houseNumber) ?? null;
}

const report = (reportId: string, kind: string, id: number) => ({
  reportId,
  workspaceId: '00000000-0000-4000-8000-00000000b00c',
  url: `https://app.powerbi.com/${kind}?reportId=${reportId}&supplierId=${id}`,
  token: `mock-embed-token.${id}`,
});

/**
 * Risk analytics (spec 02 §7): the risk radar's report tokens, directors count and list (by company
 * house number), the H score summary and the risk checker's print data. Like the issues report,
 * the tokens are realistic in shape but no report service accepts them. Who may call each (spec 02
 * §6): riskanalytics for the risk analytics summary's data (H score, directors count and list, which
 * the analytics tab and the overview's summary report show); riskinformation for the risk radar's
 * content (its embed tokens) and the print data (print risk radar, and the radar's fallback view).
 */
export const riskHandlers = [
  endpoint({ method: 'get', kind: 'analytics', path: '/powerbi/suppliertoken/:id', rule: mayUseRiskInformation }, ({ params }) => {
    const profile = supplierOfParam(params.id);
    if (!profile) return notFound(`Supplier ${params.id} was not found`);
    const id = profile.entityId;
    return HttpResponse.json<EmbedTokenResponse>({
      reports: [
        report('00000000-0000-4000-8000-0000000a7a01', 'reportEmbed', id),
        report('00000000-0000-4000-8000-0000000a7a02', 'rdlEmbed', id),
      ],
    });
  }),
  endpoint({ method: 'get', kind: 'analytics', path: '/directors/:number/count', rule: mayUseRiskAnalytics }, ({ params }) => {
    const id = supplierIdOfHouseNumber(params.number);
    if (id === null) return notFound(`No company ${params.number}`);
    return HttpResponse.json<DirectorsCountDto>({ count: directorsCountOf(getNetwork().seed, id) });
  }),
  endpoint({ method: 'get', kind: 'analytics', path: '/directors/:number', rule: mayUseRiskAnalytics }, ({ params }) => {
    const id = supplierIdOfHouseNumber(params.number);
    if (id === null) return notFound(`No company ${params.number}`);
    return HttpResponse.json(directorsOf(getNetwork().seed, id));
  }),
  endpoint({ method: 'get', kind: 'analytics', path: '/hscore/:id/summary', rule: mayUseRiskAnalytics }, ({ params }) => {
    const profile = supplierOfParam(params.id);
    if (!profile) return notFound(`Supplier ${params.id} was not found`);
    return HttpResponse.json(hScoreOf(getNetwork().seed, profile.entityId));
  }),
  endpoint({ method: 'get', kind: 'riskChecker', path: '/print/:id', rule: mayUseRiskInformation }, ({ params }) => {
    const profile = supplierOfParam(params.id);
    if (!profile) return notFound(`Supplier ${params.id} was not found`);
    const { dto } = profile.supplier;
    return HttpResponse.json(riskPrintDataOf(getNetwork().seed, profile.entityId, dto.name, dto.companyHouseNumber || null));
  }),
];
