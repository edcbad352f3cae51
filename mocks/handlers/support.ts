import { HttpResponse } from 'msw';
import { LANGUAGES, type Language } from '@/platform/config/types';
import { SearchInputError } from '../search/errors';

/** A bad input: thrown inside an `endpoint` resolver, it becomes a 400 naming the field. */
export { SearchInputError as InputError };

/**
 * A list's page and page size from the query, bounded: a page below 1, a size below 1 or above the
 * largest size the spec offers for that list is a 400 naming the parameter.
 */
export function pagingQuery(url: URL, options: { max: number; fallback: number; page?: string; size?: string }): { page: number; pageSize: number } {
  const pageName = options.page ?? 'page';
  const sizeName = options.size ?? 'pageSize';
  const page = intParam(url, pageName) ?? 1;
  const pageSize = intParam(url, sizeName) ?? options.fallback;
  if (page < 1) throw new SearchInputError(`${pageName} must be at least 1`, pageName);
  if (pageSize < 1 || pageSize > options.max) throw new SearchInputError(`${sizeName} must be between 1 and ${options.max}`, sizeName);
  return { page, pageSize };
}

/** A text field of a JSON body, refused (400 naming it) when it is not text or longer than the spec's bound. */
export function textField(body: Record<string, unknown>, field: string, max: number, options: { required?: boolean } = {}): string {
  const value = body[field] ?? '';
  if (typeof value !== 'string') throw new SearchInputError(`${field} must be text`, field);
  if (options.required && !value.trim()) throw new SearchInputError(`${field} is required`, field);
  if (value.length > max) throw new SearchInputError(`${field} must be at most ${max} characters`, field);
  return value;
}

export const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });
export const badRequest = (message: string, field?: string) => HttpResponse.json({ message, field }, { status: 400 });

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

/**
 * A file download: `filename*` (UTF-8) with a plain-ASCII fallback so any name downloads ("Łódź.pdf"
 * falls back to "_odz.pdf"), and nosniff so a browser never runs it as something else.
 */
export function fileResponse(bytes: Uint8Array, contentType: string, fileName: string): Response {
  const ascii = fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '') || 'download';
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * A path with a malformed %-escape ("%E0%A4%A") is a 400 before any handler sees it: msw's own
 * matcher throws on it. The mock server and the browser worker ask this first.
 */
export function malformedPathResponse(url: string): Response | null {
  try {
    decodeURIComponent(new URL(url).pathname);
    return null;
  } catch {
    return badRequest('The path holds a malformed escape', 'path');
  }
}
