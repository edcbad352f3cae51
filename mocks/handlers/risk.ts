import { http, HttpResponse } from 'msw';
import type { EmbedTokenResponse } from '@/services/analytics/issueReportTypes';
import type { DirectorsCountDto } from '@/services/analytics/riskTypes';
import type { Network } from '../data/model';
import { directorsCountOf, directorsOf, hScoreOf, riskPrintDataOf } from '../data/profile/risk';
import { FIRST_ENTITY_ID } from '../data/generate';
import { getNetwork } from '../db';
import { mockPath } from '../paths';
import { supplierProfile } from './profileState';
import { caller, notFound } from './support';

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
 * the tokens are realistic in shape but no report service accepts them.
 */
export const riskHandlers = [
  http.get(mockPath('analytics', '/powerbi/suppliertoken/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = Number(params.id);
    if (!supplierProfile(id)) return notFound(`Supplier ${String(params.id)} was not found`);
    return HttpResponse.json<EmbedTokenResponse>({
      reports: [
        report('00000000-0000-4000-8000-0000000a7a01', 'reportEmbed', id),
        report('00000000-0000-4000-8000-0000000a7a02', 'rdlEmbed', id),
      ],
    });
  }),
  http.get(mockPath('analytics', '/directors/:number/count'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = supplierIdOfHouseNumber(String(params.number));
    if (id === null) return notFound(`No company ${String(params.number)}`);
    return HttpResponse.json<DirectorsCountDto>({ count: directorsCountOf(getNetwork().seed, id) });
  }),
  http.get(mockPath('analytics', '/directors/:number'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = supplierIdOfHouseNumber(String(params.number));
    if (id === null) return notFound(`No company ${String(params.number)}`);
    return HttpResponse.json(directorsOf(getNetwork().seed, id));
  }),
  http.get(mockPath('analytics', '/hscore/:id/summary'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = Number(params.id);
    if (!supplierProfile(id)) return notFound(`Supplier ${String(params.id)} was not found`);
    return HttpResponse.json(hScoreOf(getNetwork().seed, id));
  }),
  http.get(mockPath('riskChecker', '/print/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = Number(params.id);
    const profile = supplierProfile(id);
    if (!profile) return notFound(`Supplier ${String(params.id)} was not found`);
    const { dto } = profile.supplier;
    return HttpResponse.json(riskPrintDataOf(getNetwork().seed, id, dto.name, dto.companyHouseNumber || null));
  }),
];
