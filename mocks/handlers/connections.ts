/**
 * Buyer connections, project connections and policies by id (spec 03 §7): the supply chain's
 * buyerconnections, the compliance host's connection-detailslist, the policy host's policy by id
 * and entity-policy-status, and the projects host. Data: mocks/data/compliance/connections.ts.
 * Every buyer sees their own organisation's connections (spec 03 §2: the Connections tab has no
 * permission of its own); the answers behind them are the requirement pages' (requirementPages.ts).
 */
import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { BuyerConnectionsResponse, ConnectionDetailsListResponse } from '@/services/compliance/connectionTypes';
import { allMembers, allSegments, getNetwork } from '../db';
import { buyerConnectionsOf, connectionRows, policyById, policyStatus, projectById } from '../data/compliance/connections';
import { goalName, localisePolicies } from '../data/localise';
import { profileOf } from '../data/profile/supplierProfile';
import { endpoint } from './endpoint';
import { badRequest, intParam, notFound, requestLanguage } from './support';

const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

const POLICY_SOURCES = ['Segment', 'Project'];

export const connectionsHandlers = [
  // The supplier's connections with the caller's organisation only (buyerConnectionsOf filters by it).
  endpoint({ method: 'get', kind: 'supplyChain', path: '/connections/buyerconnections/:supplierId', rule: anyBuyer }, ({ request, params, persona }) => {
    const id = idOf(params.supplierId);
    const network = getNetwork();
    if (id === null || !profileOf(network, id)) return notFound(`Supplier ${params.supplierId} was not found`);
    const sources = { network, segments: allSegments(), members: allMembers() };
    const language = requestLanguage(request);
    const policyNameOf = (policyId: number | null) => {
      const policy = policyId === null ? undefined : policyById(policyId);
      return policy ? localisePolicies(language, [policy])[0].name : null;
    };
    const connections = buyerConnectionsOf(sources, persona.identity.orgAccountId, id)
      .map((c) => ({ ...c, policyName: policyNameOf(c.compliancePolicyId) }));
    const answer: BuyerConnectionsResponse = { connections };
    return HttpResponse.json(answer);
  }),

  // A connection's requirement rows with their statuses, not the answers: every buyer (spec 03 §6
  // gates only the View into a requirement).
  endpoint({ method: 'get', kind: 'compliance', path: '/:supplierId/connection-detailslist', rule: anyBuyer }, ({ request, params, url }) => {
    const id = idOf(params.supplierId);
    const network = getNetwork();
    if (id === null || !profileOf(network, id)) return notFound(`Supplier ${params.supplierId} was not found`);
    const goalId = intParam(url, 'goalId');
    const compliancePolicyId = intParam(url, 'compliancePolicyId');
    if (goalId === undefined && compliancePolicyId === undefined) return badRequest('goalId or compliancePolicyId is required', 'goalId');
    const language = requestLanguage(request);
    const items = connectionRows(network, id, { goalId, compliancePolicyId })
      .map((row) => ({ ...row, goalName: row.goalName && goalName(language, row.goalName) }));
    const answer: ConnectionDetailsListResponse = { items };
    return HttpResponse.json(answer);
  }),

  endpoint({ method: 'get', kind: 'policy', path: '/policy/:id', rule: anyBuyer }, ({ request, params, url }) => {
    const sourceName = url.searchParams.get('sourceName');
    if (!sourceName || !POLICY_SOURCES.includes(sourceName)) return badRequest(`sourceName must be one of ${POLICY_SOURCES.join(', ')}`, 'sourceName');
    const id = idOf(params.id);
    const policy = id === null ? undefined : policyById(id);
    if (!policy) return notFound(`Policy ${params.id} was not found`);
    return HttpResponse.json(localisePolicies(requestLanguage(request), [policy])[0]);
  }),

  endpoint(
    { method: 'get', kind: 'policy', path: '/entity-policy-status/policy/:policyId/entity/:entityId', rule: anyBuyer },
    ({ params }) => {
      const policyId = idOf(params.policyId);
      const entityId = idOf(params.entityId);
      const network = getNetwork();
      if (entityId === null || !profileOf(network, entityId)) return notFound(`Supplier ${params.entityId} was not found`);
      const status = policyId === null ? null : policyStatus(network, entityId, policyId);
      if (status === null) return notFound(`Policy ${params.policyId} was not found`);
      return HttpResponse.json({ compliancePolicyStatus: status });
    },
  ),

  // Only the caller organisation's projects: another organisation's project is a 404, the same
  // answer as no project at all, so its existence is not disclosed either.
  endpoint({ method: 'get', kind: 'projects', path: '/api/v1/projects/:id', rule: anyBuyer }, ({ params, persona }) => {
    const id = idOf(params.id);
    const project = id === null ? null : projectById(allSegments(), id);
    const owner = project && getNetwork().units.find((u) => u.accountId === project.unitId)?.orgAccountId;
    if (!project || owner !== persona.identity.orgAccountId) return notFound(`Project ${params.id} was not found`);
    return HttpResponse.json({ name: project.name, complianceId: project.complianceId });
  }),
];
