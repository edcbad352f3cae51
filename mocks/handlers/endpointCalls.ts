import { getResponse } from 'msw';
import { PERSONAS, PERSONA_IDS } from '@/platform/auth/personas';
import { personaFromToken } from '@/platform/auth/mockToken';
import { mayCall, type EndpointDeclaration } from './endpoint';
import { concretePath } from './endpointSamples';
import { handlers } from './index';

/**
 * Test support: who calls the mock platform in the tests that walk its whole handler table (the
 * permission matrix, the malformed-input test), and one call made in-process through msw.
 */
export const CALLERS: { label: string; token: string }[] = [
  ...PERSONA_IDS.map((id) => ({ label: id, token: `mock-token:${PERSONAS[id].identity.userAccountId}` })),
  ...PERSONAS['full-buyer'].identity.permissions.map((permission) => ({
    label: `full buyer without ${permission}`,
    token: `mock-token:5001;without=${permission}`,
  })),
];

/** The first caller the endpoint lets through, as an Authorization header: the full buyer wherever it may. */
export function permittedAuthorization(declaration: EndpointDeclaration): string {
  const caller = CALLERS.find(({ token }) => mayCall(personaFromToken(`Bearer ${token}`)!, declaration));
  if (!caller) throw new Error(`No persona may call ${declaration.method.toUpperCase()} ${declaration.kind}${declaration.path}`);
  return `Bearer ${caller.token}`;
}

export interface EndpointAnswer {
  /** 0 when no handler answered. */
  status: number;
  body: unknown;
}

export interface CallOptions {
  path?: string;
  /** A write's body; `{}` when not given. */
  body?: BodyInit;
  contentType?: string;
}

export async function callEndpoint(declaration: EndpointDeclaration, authorization: string | null, options: CallOptions = {}): Promise<EndpointAnswer> {
  const write = ['post', 'put', 'patch'].includes(declaration.method);
  const headers: Record<string, string> = write ? { 'Content-Type': options.contentType ?? 'application/json' } : {};
  if (authorization) headers.Authorization = authorization;
  const path = options.path ?? concretePath(declaration);
  const request = new Request(`http://localhost${path}`, { method: declaration.method.toUpperCase(), headers, body: write ? (options.body ?? '{}') : undefined });
  const response = await getResponse(handlers, request);
  if (!response) return { status: 0, body: null };
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Files and empty answers are not JSON.
  }
  return { status: response.status, body };
}
