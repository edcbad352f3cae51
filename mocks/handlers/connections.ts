/**
 * Buyer connections, project connections and policies by id (spec 03 §7): the supply chain's
 * buyerconnections, the compliance host's connection-detailslist, the policy host's policy by id
 * and entity-policy-status, and the projects host. Data: mocks/data/compliance/connections.ts.
 */
import { http, HttpResponse } from 'msw';
import type { BuyerConnectionsResponse, ConnectionDetailsListResponse } from '@/services/compliance/connectionTypes';
import { allMembers, allSegments, getNetwork } from '../db';
import { buyerConnectionsOf, connectionRows, policyById, policyStatus, projectById } from '../data/compliance/connections';
import { goalName, localisePolicies } from '../data/localise';
import { profileOf } from '../data/profile/supplierProfile';
import { mockPath } from '../paths';
import { badRequest, caller, errorResponse, intParam, notFound, requestLanguage } from './support';

const idOf = (raw: unknown) => (typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : null);

const POLICY_SOURCES = ['Segment', 'Project'];

export const connectionsHandlers = [
  http.get(mockPath('supplyChain', '/connections/buyerconnections/:supplierId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = idOf(params.supplierId);
    const network = getNetwork();
    if (id === null || !profileOf(network, id)) return notFound(`Supplier ${String(params.supplierId)} was not found`);
    const sources = { network, segments: allSegments(), members: allMembers() };
    const answer: BuyerConnectionsResponse = { connections: buyerConnectionsOf(sources, persona.identity.orgAccountId, id) };
    return HttpResponse.json(answer);
  }),

  http.get(mockPath('compliance', '/:supplierId/connection-detailslist'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = idOf(params.supplierId);
    const network = getNetwork();
    if (id === null || !profileOf(network, id)) return notFound(`Supplier ${String(params.supplierId)} was not found`);
    try {
      const url = new URL(request.url);
      const goalId = intParam(url, 'goalId');
      const compliancePolicyId = intParam(url, 'compliancePolicyId');
      if (goalId === undefined && compliancePolicyId === undefined) return badRequest('goalId or compliancePolicyId is required');
      const language = requestLanguage(request);
      const items = connectionRows(network, id, { goalId, compliancePolicyId })
        .map((row) => ({ ...row, goalName: row.goalName && goalName(language, row.goalName) }));
      const answer: ConnectionDetailsListResponse = { items };
      return HttpResponse.json(answer);
    } catch (error) {
      return errorResponse(error);
    }
  }),

  http.get(mockPath('policy', '/policy/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const sourceName = new URL(request.url).searchParams.get('sourceName');
    if (!sourceName || !POLICY_SOURCES.includes(sourceName)) return badRequest(`sourceName must be one of ${POLICY_SOURCES.join(', ')}`, 'sourceName');
    const id = idOf(params.id);
    const policy = id === null ? undefined : policyById(id);
    if (!policy) return notFound(`Policy ${String(params.id)} was not found`);
    return HttpResponse.json(localisePolicies(requestLanguage(request), [policy])[0]);
  }),

  http.get(mockPath('policy', '/entity-policy-status/policy/:policyId/entity/:entityId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const policyId = idOf(params.policyId);
    const entityId = idOf(params.entityId);
    const network = getNetwork();
    if (entityId === null || !profileOf(network, entityId)) return notFound(`Supplier ${String(params.entityId)} was not found`);
    const status = policyId === null ? null : policyStatus(network, entityId, policyId);
    if (status === null) return notFound(`Policy ${String(params.policyId)} was not found`);
    return HttpResponse.json({ compliancePolicyStatus: status });
  }),

  http.get(mockPath('projects', '/api/v1/projects/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = idOf(params.id);
    const project = id === null ? null : projectById(allSegments(), id);
    return project ? HttpResponse.json(project) : notFound(`Project ${String(params.id)} was not found`);
  }),
];
