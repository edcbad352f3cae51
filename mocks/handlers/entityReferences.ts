import { HttpResponse } from 'msw';
import { anyBuyer, mayAddOrChangeReference, mayAddReference, mayChangeReference, mayRemoveReference } from '@/platform/auth/identityRules';
import {
  SUPPLIER_REFERENCE_MAX_LENGTH,
  type SupplierReferenceConflict,
  type SupplierReferenceDto,
  type SuppliersByReferenceResponse,
} from '@/services/entityReferences/types';
import { getDb, getSearchIndex, referencesOf, saveDb } from '../db';
import { endpoint, notPermitted } from './endpoint';
import { badRequest, isObject, notFound, pagingQuery } from './support';

/** Spec 01 §7, §9: the reference search asks 30 to a page. */
const MAX_REFERENCE_PAGE_SIZE = 30;

function supplierName(entityId: number): string | null {
  const index = getSearchIndex();
  const i = index.indexOfEntity.get(entityId);
  return i === undefined ? null : index.suppliers[i].dto.name;
}

/** The organisation's reference for a supplier, if it holds one. */
const referenceOf = (orgAccountId: number, entityId: number): string | undefined => {
  const references = referencesOf(orgAccountId);
  return Object.hasOwn(references, entityId) ? references[entityId] : undefined;
};

export const entityReferencesHandlers = [
  // The landing page's search by the buyer's own reference (spec 01 §2).
  endpoint(
    { method: 'get', kind: 'entityReferences', path: '/entityreferences/suppliers/:reference', rule: anyBuyer, landing: true },
    ({ params, url, persona }) => {
      const { page, pageSize } = pagingQuery(url, { size: 'itemsPerPage', max: MAX_REFERENCE_PAGE_SIZE, fallback: MAX_REFERENCE_PAGE_SIZE });
      // msw decoded the parameter once already: a second decode threw on "50%" and killed the server.
      const needle = params.reference.trim().toLowerCase();
      // No reference is longer than 35 characters, so a longer text finds none.
      const items =
        needle.length > SUPPLIER_REFERENCE_MAX_LENGTH
          ? []
          : Object.entries(referencesOf(persona.identity.orgAccountId))
              .filter(([, ref]) => ref.toLowerCase().includes(needle))
              .map(([id, reference]) => ({ entityId: Number(id), reference, name: supplierName(Number(id)) ?? '' }))
              .sort((a, b) => a.reference.localeCompare(b.reference));
      return HttpResponse.json<SuppliersByReferenceResponse>({
        data: { totalCount: items.length, items: items.slice((page - 1) * pageSize, page * pageSize) },
      });
    },
  ),

  endpoint({ method: 'get', kind: 'entityReferences', path: '/entityreferences/:entityId', rule: anyBuyer }, ({ params, persona }) => {
    const entityId = Number(params.entityId);
    const reference = referenceOf(persona.identity.orgAccountId, entityId);
    return reference ? HttpResponse.json<SupplierReferenceDto>({ entityId, reference }) : notFound(`No reference for supplier ${params.entityId}`);
  }),

  // One call adds or changes (spec 02 §7 shows no update method): add-reference when the supplier has
  // none yet, edit-reference to change the one it has (spec 02 §6).
  endpoint({ method: 'post', kind: 'entityReferences', path: '/entityreferences', rule: mayAddOrChangeReference }, async ({ request, persona }) => {
    const body: unknown = await request.json().catch(() => null);
    if (!isObject(body) || !Number.isInteger(body.entityId)) return badRequest('entityId must be an integer', 'entityId');
    const entityId = body.entityId as number;
    if (body.reference !== undefined && body.reference !== null && typeof body.reference !== 'string') return badRequest('reference must be text', 'reference');
    const reference = typeof body.reference === 'string' ? body.reference.trim() : '';
    if (!reference) return badRequest('reference is required', 'reference');
    if (reference.length > SUPPLIER_REFERENCE_MAX_LENGTH) return badRequest(`reference must be at most ${SUPPLIER_REFERENCE_MAX_LENGTH} characters`, 'reference');
    if (supplierName(entityId) === null) return notFound(`Supplier ${entityId} was not found`);
    const org = persona.identity.orgAccountId;
    const changing = referenceOf(org, entityId) !== undefined;
    if (!(changing ? mayChangeReference : mayAddReference)(persona.identity)) return notPermitted();
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

  endpoint({ method: 'delete', kind: 'entityReferences', path: '/entityreferences/:entityId', rule: mayRemoveReference }, ({ params, persona }) => {
    const entityId = Number(params.entityId);
    const org = persona.identity.orgAccountId;
    if (referenceOf(org, entityId) === undefined) return notFound(`No reference for supplier ${params.entityId}`);
    const db = getDb();
    db.references[org] = { ...db.references[org], [entityId]: null };
    saveDb();
    return new HttpResponse(null, { status: 204 });
  }),
];
