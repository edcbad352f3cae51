import { http, HttpResponse } from 'msw';
import type { SupplierUdfValues, UdfSavedValue, UdfSectionsResponse } from '@/services/udf/types';
import { UDF_ITEMS, UDF_SECTIONS } from '../data/reference';
import { getDb, getSearchIndex, saveDb, udfValuesOf } from '../db';
import { mockPath } from '../paths';
import { PERSONA_ORG_ACCOUNT_ID } from '@/platform/auth/personas';
import type { Language } from '@/platform/config/types';
import { localiseUdfSections } from '../data/localise';
import { badRequest, caller, isObject, notFound, requestLanguage } from './support';

/** The udf service numbers its languages (1 English, the default); the app sends the buyer's. */
const UDF_LANGUAGES: Record<string, Language> = { 1: 'en', 2: 'fr', 3: 'es', 4: 'nl' };

export const udfHandlers = [
  http.get(mockPath('udf', '/organisation/sections'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 999999);
    if (!Number.isInteger(page) || page < 1) return badRequest('page must be at least 1', 'page');
    if (!Number.isInteger(pageSize) || pageSize < 1) return badRequest('pageSize must be at least 1', 'pageSize');
    // Only the personas' organisation defines custom fields; others have none.
    const sections = persona.identity.orgAccountId === PERSONA_ORG_ACCOUNT_ID ? UDF_SECTIONS : [];
    const withChildren = url.searchParams.get('includeChildren') !== 'false';
    const languageId = url.searchParams.get('languageId');
    const language = languageId ? UDF_LANGUAGES[languageId] ?? 'en' : requestLanguage(request);
    const items = localiseUdfSections(language, sections).map((s) => (withChildren ? s : { ...s, items: [] }));
    return HttpResponse.json<UdfSectionsResponse>({ totalCount: items.length, items: items.slice((page - 1) * pageSize, page * pageSize) });
  }),

  http.get(mockPath('udf', '/udf/:entityId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const entityId = Number(params.entityId);
    if (!getSearchIndex().indexOfEntity.has(entityId)) return notFound(`Supplier ${String(params.entityId)} was not found`);
    const values = udfValuesOf(persona.identity.orgAccountId)[entityId] ?? [];
    return HttpResponse.json<SupplierUdfValues>({ entityId, values });
  }),

  http.put(mockPath('udf', '/udf/:entityId'), async ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const entityId = Number(params.entityId);
    if (!getSearchIndex().indexOfEntity.has(entityId)) return notFound(`Supplier ${String(params.entityId)} was not found`);
    const body: unknown = await request.json().catch(() => null);
    const values = isObject(body) ? body.values : Array.isArray(body) ? body : undefined;
    if (!Array.isArray(values)) return badRequest('values must be a list', 'values');
    const known = new Set(UDF_ITEMS.map((i) => i.id));
    const bad = values.findIndex((v) => !isObject(v) || !known.has(v.itemId as number));
    if (bad >= 0) return badRequest(`values[${bad}].itemId is not a custom field of this organisation`, `values[${bad}].itemId`);
    // Spec 02 §5: a custom text field holds at most 100 characters; a client that skips the check is refused.
    const tooLong = values.findIndex((v) => isObject(v) && typeof v.stringValue === 'string' && v.stringValue.length > 100);
    if (tooLong >= 0) return badRequest(`values[${tooLong}].stringValue must be at most 100 characters`, `values[${tooLong}].stringValue`);
    const org = persona.identity.orgAccountId;
    const db = getDb();
    db.udfValues[org] = { ...db.udfValues[org], [entityId]: values as UdfSavedValue[] };
    saveDb();
    return HttpResponse.json<SupplierUdfValues>({ entityId, values: values as UdfSavedValue[] });
  }),
];
