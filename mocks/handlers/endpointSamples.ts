import { faultHandlers } from '../faults';
import { MOCK_BASE } from '../paths';
import { declarationOf, type EndpointDeclaration } from './endpoint';
import { handlers } from './index';

/**
 * Test support: every endpoint of the mock platform with its declaration, and a concrete URL for
 * it, so the permission matrix and the robustness test walk the whole handler table.
 */
export const declaredEndpoints = (): { handler: (typeof handlers)[number]; declaration: EndpointDeclaration | undefined }[] =>
  handlers.filter((handler) => !(faultHandlers as readonly object[]).includes(handler)).map((handler) => ({ handler, declaration: declarationOf(handler) }));

/**
 * A value for each path parameter that names something the full buyer may reach in the generated
 * network (supplier 100001, unit 2001, its supply chain and segment…). A parameter missing here
 * fails the tests that use it: add its sample.
 */
export const SAMPLE_PARAMS: Record<string, string> = {
  id: '100001',
  entityId: '100001',
  supplierId: '100001',
  companyNumber: '01234567',
  number: '01234567',
  reference: 'NB-00010',
  file: '100001-1.pdf',
  name: 'certificate.pdf',
  n: '1',
  languageId: '1',
  orgAccountId: '1001',
  orgUnitId: '2001',
  policyId: '1',
  questionId: '1',
  // Not 24 or 28: those are the profile's own endpoints, declared before the general one.
  requirementId: '103',
  scId: '3001',
  supplyChainId: '3001',
  segId: '4001',
  segmentId: '4001',
  sid: 'no-such-session',
  submissionId: '1',
  type: 'companytype',
  userId: 'user-5001',
  versionId: '1',
};

/** The endpoint's path with each `:param` replaced by `value(name)`. */
export function concretePath(declaration: EndpointDeclaration, value: (name: string) => string = samplePathValue): string {
  return `${MOCK_BASE[declaration.kind]}${declaration.path.replace(/:([A-Za-z]+)/g, (_, name: string) => value(name))}`;
}

export function samplePathValue(name: string): string {
  const value = SAMPLE_PARAMS[name];
  if (value === undefined) throw new Error(`No sample value for the path parameter :${name}; add one to SAMPLE_PARAMS`);
  return value;
}

export const describeEndpoint = (declaration: EndpointDeclaration) => `${declaration.method.toUpperCase()} ${declaration.kind}${declaration.path}`;
