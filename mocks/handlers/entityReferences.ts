import { http, HttpResponse } from 'msw';
import {
  SUPPLIER_REFERENCE_MAX_LENGTH,
  type SupplierReferenceConflict,
  type SupplierReferenceDto,
  type SuppliersByReferenceResponse,
} from '@/services/entityReferences/types';
import { getDb, getSearchIndex, referencesOf, saveDb } from '../db';
import { mockPath } from '../paths';
import { badRequest, caller, isObject, notFound } from './support';

function supplierName(entityId: number): string | null {
  const index = getSearchIndex();
  const i = index.indexOfEntity.get(entityId);
  return i === undefined ? null : index.suppliers[i].dto.name;
}

export const entityReferencesHandlers = [
  http.get(mockPath('entityReferences', '/entityreferences/suppliers/:reference'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const itemsPerPage = Number(url.searchParams.get('itemsPerPage') ?? 30);
    if (!Number.isInteger(page) || page < 1) return badRequest('page must be at least 1', 'page');
    if (!Number.isInteger(itemsPerPage) || itemsPerPage < 1) return badRequest('itemsPerPage must be at least 1', 'itemsPerPage');
    const needle = decodeURIComponent(String(params.reference)).trim().toLowerCase();
    const items = Object.entries(referencesOf(persona.identity.orgAccountId))
      .filter(([, ref]) => ref.toLowerCase().includes(needle))
      .map(([id, reference]) => ({ entityId: Number(id), reference, name: supplierName(Number(id)) ?? '' }))
      .sort((a, b) => a.reference.localeCompare(b.reference));
    return HttpResponse.json<SuppliersByReferenceResponse>({
      data: { totalCount: items.length, items: items.slice((page - 1) * itemsPerPage, page * itemsPerPage) },
    });
  }),

  http.get(mockPath('entityReferences', '/entityreferences/:entityId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const entityId = Number(params.entityId);
    const reference = referencesOf(persona.identity.orgAccountId)[entityId];
    return reference ? HttpResponse.json<SupplierReferenceDto>({ entityId, reference }) : notFound(`No reference for supplier ${entityId}`);
  }),

  http.post(mockPath('entityReferences', '/entityreferences'), async ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const body: unknown = await request.json().catch(() => null);
    if (!isObject(body) || !Number.isInteger(body.entityId)) return badRequest('entityId must be an integer', 'entityId');
    const entityId = body.entityId as number;
    const reference = typeof body.reference === 'string' ? body.reference.trim() : '';
    if (!reference) return badRequest('reference is required', 'reference');
    if (reference.length > SUPPLIER_REFERENCE_MAX_LENGTH) return badRequest(`reference must be at most ${SUPPLIER_REFERENCE_MAX_LENGTH} characters`, 'reference');
    if (supplierName(entityId) === null) return notFound(`Supplier ${entityId} was not found`);
    const org = persona.identity.orgAccountId;
    const holder = Object.entries(referencesOf(org)).find(([id, ref]) => ref.toLowerCase() === reference.toLowerCase() && Number(id) !== entityId);
    if (holder) {
      const name = supplierName(Number(holder[0])) ?? '';
      const conflict: SupplierReferenceConflict = {
        message: `The reference already exists on company ${name}`,
        supplierName: name,
        validationIssues: [{ propertyName: 'reference', propertyFailures: [`The reference already exists on company ${name}`] }],
      };
      return HttpResponse.json(conflict, { status: 409 });
    }
    const db = getDb();
    db.references[org] = { ...db.references[org], [entityId]: reference };
    saveDb();
    return HttpResponse.json<SupplierReferenceDto>({ entityId, reference });
  }),

  http.delete(mockPath('entityReferences', '/entityreferences/:entityId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const entityId = Number(params.entityId);
    const org = persona.identity.orgAccountId;
    if (!referencesOf(org)[entityId]) return notFound(`No reference for supplier ${entityId}`);
    const db = getDb();
    db.references[org] = { ...db.references[org], [entityId]: null };
    saveDb();
    return new HttpResponse(null, { status: 204 });
  }),
];
