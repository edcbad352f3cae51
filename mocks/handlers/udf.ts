import { HttpResponse } from 'msw';
import { anyBuyer, mayEditCustomFields } from '@/platform/auth/identityRules';
import type { SupplierUdfValues, UdfSavedValue, UdfSectionsResponse } from '@/services/udf/types';
import { UDF_ITEMS, UDF_SECTIONS } from '../data/reference';
import { getDb, getSearchIndex, saveDb, udfValuesOf } from '../db';
import { PERSONA_ORG_ACCOUNT_ID } from '@/platform/auth/personas';
import type { Language } from '@/platform/config/types';
import { localiseUdfSections } from '../data/localise';
import { endpoint } from './endpoint';
import { badRequest, InputError, isObject, notFound, pagingQuery, requestLanguage } from './support';

/** The udf service numbers its languages (1 English, the default); the app sends the buyer's. */
const UDF_LANGUAGES: Record<string, Language> = { 1: 'en', 2: 'fr', 3: 'es', 4: 'nl' };

/** Spec 01 §7, §9: the sections are asked for in one page of 999999. */
const MAX_SECTIONS_PAGE_SIZE = 999_999;
/** Spec 01 §9, spec 02 §5: a custom text field holds at most 100 characters. */
const CUSTOM_TEXT_MAX_LENGTH = 100;
/** A text area's own bound, as the app's (issue 37 item 11: the 100 is the text field's). */
const CUSTOM_TEXT_AREA_MAX_LENGTH = 4000;
/** The longest stringValue any custom field holds: a text area's. */
const stringBoundOf = (itemId: number) =>
  UDF_ITEMS.find((i) => i.id === itemId)?.type === 'text-area' ? CUSTOM_TEXT_AREA_MAX_LENGTH : CUSTOM_TEXT_MAX_LENGTH;
/** A date value is an ISO date or date-time; nothing longer is one. */
const DATE_MAX_LENGTH = 40;

const KNOWN_ITEMS = new Set(UDF_ITEMS.map((i) => i.id));

const DATE_FIELDS = ['dateValue', 'dateFromValue', 'dateToValue', 'startDateValue', 'endDateValue'] as const;

function nullableText(v: Record<string, unknown>, name: string, at: string, max: number): string | null {
  const value = v[name] ?? null;
  if (value === null) return null;
  if (typeof value !== 'string') throw new InputError(`${at}.${name} must be text`, `${at}.${name}`);
  if (value.length > max) throw new InputError(`${at}.${name} must be at most ${max} characters`, `${at}.${name}`);
  return value;
}

function nullableNumber(v: Record<string, unknown>, name: string, at: string, integer: boolean): number | null {
  const value = v[name] ?? null;
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    throw new InputError(`${at}.${name} must be ${integer ? 'an integer' : 'a number'}`, `${at}.${name}`);
  }
  return value;
}

/** One saved value, read field by field (spec 01 §3): what is stored is what the spec names, never the body as sent. */
function readValue(raw: unknown, index: number): UdfSavedValue {
  const at = `values[${index}]`;
  if (!isObject(raw) || !KNOWN_ITEMS.has(raw.itemId as number)) throw new InputError(`${at}.itemId is not a custom field of this organisation`, `${at}.itemId`);
  const boolValue = raw.boolValue ?? null;
  if (boolValue !== null && typeof boolValue !== 'boolean') throw new InputError(`${at}.boolValue must be true or false`, `${at}.boolValue`);
  const options = raw.options ?? [];
  if (!Array.isArray(options) || options.length > 1000 || !options.every(Number.isInteger)) throw new InputError(`${at}.options must be a list of option ids`, `${at}.options`);
  const dates = Object.fromEntries(DATE_FIELDS.map((name) => {
    const value = nullableText(raw, name, at, DATE_MAX_LENGTH);
    if (value !== null && Number.isNaN(Date.parse(value))) throw new InputError(`${at}.${name} must be an ISO date`, `${at}.${name}`);
    return [name, value];
  })) as Record<(typeof DATE_FIELDS)[number], string | null>;
  return {
    itemId: raw.itemId as number,
    stringValue: nullableText(raw, 'stringValue', at, stringBoundOf(raw.itemId as number)),
    boolValue: boolValue as boolean | null,
    ...dates,
    decimalValue: nullableNumber(raw, 'decimalValue', at, false),
    integerValue: nullableNumber(raw, 'integerValue', at, true),
    options: options as number[],
  };
}

export const udfHandlers = [
  // The profile's custom fields tab (shown to every buyer, spec 02 §2.11) reads the sections, so they
  // stay open to any buyer; the search's custom-field filters need buyer-manage-internal-data, which
  // the search service checks. The filters block asks for them on the landing page too.
  endpoint({ method: 'get', kind: 'udf', path: '/organisation/sections', rule: anyBuyer, landing: true }, ({ request, url, persona }) => {
    const { page, pageSize } = pagingQuery(url, { max: MAX_SECTIONS_PAGE_SIZE, fallback: MAX_SECTIONS_PAGE_SIZE });
    // Only the personas' organisation defines custom fields; others have none.
    const sections = persona.identity.orgAccountId === PERSONA_ORG_ACCOUNT_ID ? UDF_SECTIONS : [];
    const withChildren = url.searchParams.get('includeChildren') !== 'false';
    const languageId = url.searchParams.get('languageId');
    const language = languageId ? (Object.hasOwn(UDF_LANGUAGES, languageId) ? UDF_LANGUAGES[languageId] : 'en') : requestLanguage(request);
    const items = localiseUdfSections(language, sections).map((s) => (withChildren ? s : { ...s, items: [] }));
    return HttpResponse.json<UdfSectionsResponse>({ totalCount: items.length, items: items.slice((page - 1) * pageSize, page * pageSize) });
  }),

  endpoint({ method: 'get', kind: 'udf', path: '/udf/:entityId', rule: anyBuyer }, ({ params, persona }) => {
    const entityId = Number(params.entityId);
    if (!getSearchIndex().indexOfEntity.has(entityId)) return notFound(`Supplier ${params.entityId} was not found`);
    const values = udfValuesOf(persona.identity.orgAccountId)[entityId] ?? [];
    return HttpResponse.json<SupplierUdfValues>({ entityId, values });
  }),

  endpoint({ method: 'put', kind: 'udf', path: '/udf/:entityId', rule: mayEditCustomFields }, async ({ request, params, persona }) => {
    const entityId = Number(params.entityId);
    if (!getSearchIndex().indexOfEntity.has(entityId)) return notFound(`Supplier ${params.entityId} was not found`);
    const body: unknown = await request.json().catch(() => null);
    const sent = isObject(body) ? body.values : Array.isArray(body) ? body : undefined;
    if (!Array.isArray(sent)) return badRequest('values must be a list', 'values');
    if (sent.length > UDF_ITEMS.length) return badRequest(`values must hold at most ${UDF_ITEMS.length} items`, 'values');
    const values = sent.map(readValue);
    const org = persona.identity.orgAccountId;
    const db = getDb();
    db.udfValues[org] = { ...db.udfValues[org], [entityId]: values };
    saveDb();
    return HttpResponse.json<SupplierUdfValues>({ entityId, values });
  }),
];
