import { http, HttpResponse, type HttpHandler } from 'msw';
import { mayUseFindSuppliers, type IdentityRule } from '@/platform/auth/identityRules';
import { isLimitedToLanding } from '@/platform/auth/policies';
import { personaFromToken } from '@/platform/auth/mockToken';
import type { Persona } from '@/platform/auth/personas';
import type { ServiceKind } from '@/platform/config/types';
import { NOT_PERMITTED } from '@/platform/http/ApiError';
import { mockPath } from '../paths';
import { SearchForbiddenError, SearchInputError } from '../search/errors';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What one endpoint of the mock platform declares, once: where it is and who may call it. */
export interface EndpointDeclaration {
  method: Method;
  kind: ServiceKind;
  /** The path under the service's base, as the spec's call tables write it (`:name` for a parameter). */
  path: string;
  /**
   * Who may call it beyond suppliersourcing:access (which every call needs): one of the app's own
   * rules (platform/auth/identityRules), so the app and the mock platform never disagree.
   */
  rule: IdentityRule;
  /**
   * Open to a French limited buyer with free buyer access, whom the app keeps on the landing page
   * (spec 01 §6, policies.isLimitedToLanding): the landing's own calls. Every other call is a 403 for them.
   */
  landing?: boolean;
  /** The body a write takes besides JSON and multipart: `text` for PUT /users/language (spec 01 §7). */
  textBody?: boolean;
}

export interface EndpointContext {
  request: Request;
  /** Path parameters, decoded once (by msw's matcher); never decode them again. */
  params: Record<string, string>;
  url: URL;
  /** The caller, its permissions less any the token drops. */
  persona: Persona;
}

type Resolver = (context: EndpointContext) => Response | Promise<Response>;

/** The one body of every permission refusal: the message the app's HTTP layer reads as 'notPermitted'. */
export const NOT_PERMITTED_MESSAGE = NOT_PERMITTED;
export const notPermitted = () => HttpResponse.json({ isSuccess: false, message: NOT_PERMITTED_MESSAGE }, { status: 403 });
export const unauthorised = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });

const declarations = new WeakMap<HttpHandler, EndpointDeclaration>();

/** The declaration of a handler made by `endpoint`, or undefined for any other (a test's override, a fault). */
export const declarationOf = (handler: object): EndpointDeclaration | undefined => declarations.get(handler as HttpHandler);

/** Whether this caller passes the endpoint's rule: suppliersourcing:access, the landing-only package, the declared rule. */
export function mayCall(persona: Persona, declaration: EndpointDeclaration): boolean {
  const { identity } = persona;
  if (!mayUseFindSuppliers(identity)) return false;
  if (!declaration.landing && isLimitedToLanding({ identity, components: {}, flags: persona.flags })) return false;
  return declaration.rule(identity);
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function unsupportedBody(request: Request, declaration: EndpointDeclaration): boolean {
  if (!WRITE_METHODS.has(request.method) || request.body === null) return false;
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  return !(type.startsWith('application/json') || type.startsWith('multipart/form-data') || (declaration.textBody && type.startsWith('text/plain')));
}

function stringParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value.join('/') : String(value ?? '')]));
}

/** Known failures of the mock's own logic become 400/403 answers; anything else a 500 JSON answer, never a crash. */
export function failureResponse(error: unknown, where: string): Response {
  if (error instanceof SearchInputError) return HttpResponse.json({ message: error.message, field: error.field }, { status: 400 });
  if (error instanceof SearchForbiddenError) return HttpResponse.json({ message: error.message }, { status: 403 });
  console.error(`Mock platform: ${where} failed`, error);
  return HttpResponse.json({ message: 'The mock platform failed to answer this call' }, { status: 500 });
}

/**
 * One endpoint of the mock platform: its declaration (kept for the permission matrix test and the
 * README) and its resolver, which runs only for a known caller the rule allows:
 * 401 without a known token, 403 (always the same body) without the rule, 415 for a write whose body
 * is neither JSON nor multipart, and a 500 JSON answer if the resolver throws.
 */
export function endpoint(declaration: EndpointDeclaration, resolve: Resolver): HttpHandler {
  const where = `${declaration.method.toUpperCase()} ${declaration.kind}${declaration.path}`;
  const handler = http[declaration.method](mockPath(declaration.kind, declaration.path), async ({ request, params }) => {
    const persona = personaFromToken(request.headers.get('Authorization'));
    if (!persona) return unauthorised();
    if (!mayCall(persona, declaration)) return notPermitted();
    if (unsupportedBody(request, declaration)) {
      return HttpResponse.json({ message: 'Content-Type must be application/json or multipart/form-data' }, { status: 415 });
    }
    try {
      return await resolve({ request, params: stringParams(params), url: new URL(request.url), persona });
    } catch (error) {
      return failureResponse(error, where);
    }
  });
  declarations.set(handler, declaration);
  return handler;
}
