import { describe, expect, it } from 'vitest';
import * as identityRules from '@/platform/auth/identityRules';
import { PERSONAS } from '@/platform/auth/personas';
import { personaFromToken } from '@/platform/auth/mockToken';
import type { Permission } from '@/platform/auth/permissions';
import { mayCall, NOT_PERMITTED_MESSAGE, type EndpointDeclaration } from './endpoint';
import { callEndpoint, CALLERS } from './endpointCalls';
import { declaredEndpoints, describeEndpoint } from './endpointSamples';
import { MOCK_BASE } from '../paths';

/**
 * The permission matrix: every endpoint of the handler table × every persona, and the full buyer with
 * each one permission dropped. The answer (401 / 403 / let through) must follow from the endpoint's
 * declared rule, so a handler without a rule, a rule that is not one of the app's own, or a handler
 * that lets a caller through (or refuses one) against its rule fails here.
 */
const RULES = new Set<unknown>(Object.values(identityRules));

const isPermissionRefusal = (answer: { status: number; body: unknown }) =>
  answer.status === 403 && JSON.stringify(answer.body) === JSON.stringify({ isSuccess: false, message: NOT_PERMITTED_MESSAGE });

const endpoints = declaredEndpoints();

describe('every endpoint declares who may call it', () => {
  it('no handler is without a declaration', () => {
    expect(endpoints.filter((e) => !e.declaration).map((e) => e.handler.info.header)).toEqual([]);
  });

  it("every declared rule is one of the app's identity rules (platform/auth/identityRules)", () => {
    const strays = endpoints.flatMap(({ declaration }) => (declaration && !RULES.has(declaration.rule) ? [describeEndpoint(declaration)] : []));
    expect(strays).toEqual([]);
  });

  it('no two handlers declare the same method and path', () => {
    const names = endpoints.flatMap(({ declaration }) => (declaration ? [describeEndpoint(declaration)] : []));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});

describe('the permission matrix', () => {
  const declared = endpoints.flatMap(({ declaration }) => (declaration ? [declaration] : []));

  it.each(declared.map((d) => [describeEndpoint(d), d] as const))('%s', async (_, declaration) => {
    const mismatches: string[] = [];
    const anonymous = await callEndpoint(declaration, null);
    if (anonymous.status !== 401) mismatches.push(`no token → ${anonymous.status}, expected 401`);
    const unknown = await callEndpoint(declaration, 'Bearer mock-token:424242');
    if (unknown.status !== 401) mismatches.push(`unknown token → ${unknown.status}, expected 401`);
    for (const { label, token } of CALLERS) {
      const persona = personaFromToken(`Bearer ${token}`)!;
      const allowed = mayCall(persona, declaration);
      const answer = await callEndpoint(declaration, `Bearer ${token}`);
      if (allowed && (isPermissionRefusal(answer) || answer.status === 401 || answer.status >= 500)) {
        mismatches.push(`${label} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 100)}, expected to be let through`);
      }
      if (!allowed && !isPermissionRefusal(answer)) mismatches.push(`${label} → ${answer.status}, expected the 403 permission refusal`);
    }
    expect(mismatches).toEqual([]);
  });
});

/**
 * The specs' §6 tables and issue 33's list, written here as data independent of the declarations: the
 * full buyer is let through, and the full buyer without the permissions named is refused.
 */
const SPEC_RULES: [method: EndpointDeclaration['method'], path: string, without: Permission[]][] = [
  ['get', '/mock-api/claims/languages', ['suppliersourcing:access']],
  ['post', '/mock-api/search/session', ['suppliersourcing:access']],
  ['post', '/mock-api/entityNotes/entitynotes', ['suppliersourcing:edit-notes']],
  ['put', '/mock-api/entityNotes/entitynotes/:id', ['suppliersourcing:edit-notes']],
  ['delete', '/mock-api/entityNotes/entitynotes/:id', ['suppliersourcing:remove-notes']],
  ['post', '/mock-api/entityReferences/entityreferences', ['suppliersourcing:add-reference', 'suppliersourcing:edit-reference']],
  ['delete', '/mock-api/entityReferences/entityreferences/:entityId', ['suppliersourcing:remove-reference']],
  ['put', '/mock-api/udf/udf/:entityId', ['suppliersourcing:edit-udf-data']],
  ['post', '/mock-api/documents/documents/internal/upload-to-supplier/:id', ['suppliersourcing:upload-internal-document']],
  ['delete', '/mock-api/documents/documents/internal/:versionId', ['suppliersourcing:remove-internal-document']],
  ['post', '/mock-api/accountRecords/suppliers/:id/suspensions', ['supplychain:approver']],
  ['post', '/mock-api/accountRecords/suppliers/:id/suspensions', ['supplychain:suspend-supplier']],
  ['delete', '/mock-api/accountRecords/suppliers/:id/suspensions', ['supplychain:approver']],
  ['delete', '/mock-api/accountRecords/suppliers/:id/suspensions', ['supplychain:suspend-supplier']],
  ['get', '/mock-api/analytics/hscore/:id/summary', ['suppliersourcing:riskanalytics']],
  ['get', '/mock-api/analytics/directors/:number', ['suppliersourcing:riskanalytics']],
  ['get', '/mock-api/analytics/powerbi/suppliertoken/:id', ['suppliersourcing:riskinformation']],
  ['get', '/mock-api/riskChecker/print/:id', ['suppliersourcing:riskinformation']],
  ['get', '/mock-api/requirement/:requirementId/entity/:id', ['suppliersourcing:view-compliance-answers', 'suppliersourcing:view-connection-answers']],
  ['get', '/mock-api/supplyChain/ListGrouping', ['supplychain:access']],
  ['get', '/mock-api/supplyChain/supplychain/default', ['supplychain:access']],
  ['post', '/mock-api/supplyChain/SupplyChain/:scId/segment', ['supplychain:access']],
  ['put', '/mock-api/supplyChain/supplyChain/:scId/segments/:segId/suppliers', ['supplychain:access']],
  ['post', '/mock-api/invite/supplier', ['onboarding:access']],
  ['get', '/mock-api/onboarding/invitations/reason-codes', ['onboarding:access']],
];

describe('the spec §6 rules hold on the server', () => {
  it.each(SPEC_RULES)('%s %s without %j is refused', async (method, path, without) => {
    const found = endpoints.find(({ declaration }) => declaration && declaration.method === method && `${MOCK_BASE[declaration.kind]}${declaration.path}` === path);
    expect(found?.declaration, `${method} ${path} is declared`).toBeDefined();
    const declaration = found!.declaration!;
    expect(isPermissionRefusal(await callEndpoint(declaration, 'Bearer mock-token:5001'))).toBe(false);
    expect(isPermissionRefusal(await callEndpoint(declaration, `Bearer mock-token:5001;without=${without.join(',')}`))).toBe(true);
  });

  it('read-only permissions refuse supply-chain writes and invitations', async () => {
    const write = endpoints.find(({ declaration }) => declaration?.path === '/SupplyChain/:scId/segment')!.declaration!;
    const invite = endpoints.find(({ declaration }) => declaration?.kind === 'invite' && declaration.method === 'post')!.declaration!;
    for (const persona of ['readonly-sourcing', 'supplychain-readonly'] as const) {
      expect(isPermissionRefusal(await callEndpoint(write, `Bearer mock-token:${PERSONAS[persona].identity.userAccountId}`))).toBe(true);
    }
    expect(isPermissionRefusal(await callEndpoint(invite, `Bearer mock-token:${PERSONAS['readonly-sourcing'].identity.userAccountId}`))).toBe(true);
  });

  it('the French limited buyer may make the landing calls only', async () => {
    const token = `Bearer mock-token:${PERSONAS['french-limited'].identity.userAccountId}`;
    const facets = endpoints.find(({ declaration }) => declaration?.path === '/facets')!.declaration!;
    const details = endpoints.find(({ declaration }) => declaration?.path === '/supplierdetails/:id')!.declaration!;
    expect((await callEndpoint(facets, token)).status).toBe(200);
    expect(isPermissionRefusal(await callEndpoint(details, token))).toBe(true);
  });
});
