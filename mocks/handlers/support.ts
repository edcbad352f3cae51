import { HttpResponse } from 'msw';
import { personaFromToken, type Persona } from '@/platform/auth/personas';
import { LANGUAGES, type Language } from '@/platform/config/types';
import { SearchForbiddenError, SearchInputError } from '../search/errors';

/** The calling persona, or a 401 answer when the bearer token is missing or unknown. */
export function caller(request: Request): Persona | Response {
  return personaFromToken(request.headers.get('Authorization')) ?? HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
}

export const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });
export const badRequest = (message: string, field?: string) => HttpResponse.json({ message, field }, { status: 400 });

/** Known failures of the mock's own logic become 400/403 answers; anything else is rethrown (msw answers 500). */
export function errorResponse(error: unknown): Response {
  if (error instanceof SearchInputError) return badRequest(error.message, error.field);
  if (error instanceof SearchForbiddenError) return HttpResponse.json({ message: error.message }, { status: 403 });
  throw error;
}

export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new SearchInputError('Request body must be JSON', 'body');
  }
}

/** An optional integer query parameter; a present but non-integer value is a 400 naming it. */
export function intParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^-?\d+$/.test(raw)) throw new SearchInputError(`Invalid query: ${name} must be an integer`, name);
  return Number(raw);
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The language a call asks for, as a real platform reads it: the Accept-Language header's
 * preferred supported language (q-values honoured), English when none is supported or asked.
 */
export function requestLanguage(request: Request): Language {
  const ranked = (request.headers.get('Accept-Language') ?? '')
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { language: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.language));
  return (found?.language as Language | undefined) ?? 'en';
}
