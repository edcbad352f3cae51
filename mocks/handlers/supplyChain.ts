import { HttpResponse } from 'msw';
import type { Persona } from '@/platform/auth/personas';
import { SEGMENT_STAGE_STATUSES } from '@/services/search/types';
import type { ListGroupingResponse, SegmentDetailDto, SegmentDto, SupplyChainDto } from '@/services/supplyChain/types';
import type { Language } from '@/platform/config/types';
import type { Segment } from '../data/model';
import { goalName, localiseSegmentTypes, localiseStages, visibilityLabel } from '../data/localise';
import { POLICIES, SEGMENT_TYPES } from '../data/reference';
import { allMembers, allSegments, getDb, getNetwork, saveDb, unitIdsOfUser } from '../db';
import { mayReadSupplyChain, mayWriteSupplyChain } from '@/platform/auth/identityRules';
import { endpoint } from './endpoint';
import { badRequest, intParam, isObject, notFound, pagingQuery, requestLanguage } from './support';
import { NEW_SEGMENT_STAGES, SEGMENT_CONFIG, SEGMENT_NAME_MAX_LENGTH, productRequiredBy, supplierHoldsProduct } from './segmentRules';

/** The supply chain service's own words for a unit the caller does not belong to (its 403). */
const FORBIDDEN = "Sorry you don't have permission to view the supplychain in this session";
const forbidden = () => HttpResponse.json({ message: FORBIDDEN }, { status: 403 });

function toSegmentDto(segment: Segment, persona: Persona, memberCount: number, language: Language): SegmentDto {
  return {
    id: segment.id,
    name: segment.name,
    title: segment.name,
    supplyChainId: segment.supplyChainId,
    orgUnitAccountId: segment.orgUnitAccountId,
    listGroupingTypeId: segment.listGroupingTypeId,
    compliancePolicyId: segment.compliancePolicyId,
    goalName: segment.goalName && goalName(language, segment.goalName),
    isVisibleToSuppliers: segment.isVisibleToSuppliers,
    currentStageId: segment.currentStageId,
    labelTrue: visibilityLabel(language, true, 'Visible to suppliers'),
    labelFalse: visibilityLabel(language, false, 'Hidden from suppliers'),
    // Whether this caller may add suppliers to it: the add call's own rule.
    permissions: { canAdd: mayWriteSupplyChain(persona.identity) },
    memberCount,
  };
}

function segmentsOfUnit(persona: Persona, unitId: number, language: Language): SegmentDto[] {
  const members = allMembers();
  const counts = new Map<number, number>();
  for (const m of members) counts.set(m.segmentId, (counts.get(m.segmentId) ?? 0) + 1);
  return allSegments()
    .filter((s) => s.orgUnitAccountId === unitId)
    .map((s) => toSegmentDto(s, persona, counts.get(s.id) ?? 0, language));
}

const canSee = (persona: Persona, unitId: number) => unitIdsOfUser(persona.identity.userAccountId).includes(unitId);

/** A path parameter that must be a positive whole number; anything else finds nothing (null). */
const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** The segment list's page size: the spec's own request asks 99999 (spec 01 §7, §9), the largest it offers. */
const MAX_SEGMENT_PAGE_SIZE = 99999;

/** Spec 01 §6: every read below needs supplychain:access (mayReadSupplyChain), each write mayWriteSupplyChain. */
export const supplyChainHandlers = [
  endpoint({ method: 'get', kind: 'supplyChain', path: '/supplychain/default', rule: mayReadSupplyChain }, ({ url, persona }) => {
    const unitId = intParam(url, 'orgUnitId') ?? unitIdsOfUser(persona.identity.userAccountId)[0];
    if (unitId === undefined) return forbidden();
    if (!canSee(persona, unitId)) return forbidden();
    const chain = getNetwork().supplyChains.find((c) => c.accountId === unitId);
    return chain ? HttpResponse.json<SupplyChainDto>(chain) : notFound(`No supply chain for unit ${unitId}`);
  }),

  endpoint({ method: 'get', kind: 'supplyChain', path: '/ListGrouping', rule: mayReadSupplyChain }, ({ request, url, persona }) => {
    if (!url.searchParams.get('orgUnitAccountId')) return badRequest('No orgUnit selected', 'orgUnitAccountId');
    const unitId = intParam(url, 'orgUnitAccountId')!;
    if (!canSee(persona, unitId)) return forbidden();
    const { page, pageSize } = pagingQuery(url, { max: MAX_SEGMENT_PAGE_SIZE, fallback: MAX_SEGMENT_PAGE_SIZE });
    const desc = url.searchParams.get('sortOrder') === 'desc';
    const items = segmentsOfUnit(persona, unitId, requestLanguage(request)).sort((a, b) => (desc ? -1 : 1) * a.name.localeCompare(b.name));
    return HttpResponse.json<ListGroupingResponse>({ totalCount: items.length, items: items.slice((page - 1) * pageSize, page * pageSize) });
  }),

  endpoint({ method: 'get', kind: 'supplyChain', path: '/listgrouping/types', rule: mayReadSupplyChain }, ({ request }) =>
    HttpResponse.json(localiseSegmentTypes(requestLanguage(request), SEGMENT_TYPES)),
  ),

  endpoint({ method: 'get', kind: 'supplyChain', path: '/customstages/:segmentId', rule: mayReadSupplyChain }, ({ request, params, persona }) => {
    const segment = allSegments().find((s) => s.id === idOf(params.segmentId));
    if (!segment) return notFound(`Segment ${params.segmentId} was not found`);
    if (!canSee(persona, segment.orgUnitAccountId)) return forbidden();
    return HttpResponse.json(localiseStages(requestLanguage(request), segment.stages));
  }),

  endpoint(
    { method: 'get', kind: 'supplyChain', path: '/supplychain/:orgUnitId/organisationunitsegments', rule: mayReadSupplyChain },
    ({ request, params, persona }) => {
      const unitId = idOf(params.orgUnitId);
      if (unitId === null || !canSee(persona, unitId)) return forbidden();
      return HttpResponse.json(segmentsOfUnit(persona, unitId, requestLanguage(request)).sort((a, b) => a.name.localeCompare(b.name)));
    },
  ),

  endpoint(
    { method: 'get', kind: 'supplyChain', path: '/supplychain/:supplyChainId/Segments/:segmentId', rule: mayReadSupplyChain },
    ({ request, params, url, persona }) => {
      const segment = allSegments().find((s) => s.id === idOf(params.segmentId) && s.supplyChainId === idOf(params.supplyChainId));
      if (!segment) return notFound(`Segment ${params.segmentId} was not found in supply chain ${params.supplyChainId}`);
      const unitId = intParam(url, 'orgUnitAccountId');
      if (unitId !== undefined && unitId !== segment.orgUnitAccountId) return notFound(`Segment ${segment.id} does not belong to unit ${unitId}`);
      if (!canSee(persona, segment.orgUnitAccountId)) return forbidden();
      const members = allMembers().filter((m) => m.segmentId === segment.id);
      const language = requestLanguage(request);
      const detail: SegmentDetailDto = {
        ...toSegmentDto(segment, persona, members.length, language),
        statuses: [...SEGMENT_STAGE_STATUSES],
        customStages: localiseStages(language, segment.stages).map((stage) => {
          const atStage = members.filter((m) => m.stageId === stage.id);
          return {
            ...stage,
            memberCount: atStage.length,
            statuses: SEGMENT_STAGE_STATUSES.map((name) => ({ name, memberCount: atStage.filter((m) => m.status === name).length })),
          };
        }),
      };
      return HttpResponse.json(detail);
    },
  ),

  // ---- writes: what buyers do persists in the db (createdSegments, addedMembers) --------------

  endpoint({ method: 'get', kind: 'supplyChain', path: '/segment-config', rule: mayReadSupplyChain }, ({ request }) =>
    HttpResponse.json({ ...SEGMENT_CONFIG, newSegmentStages: localiseStages(requestLanguage(request), SEGMENT_CONFIG.newSegmentStages) }),
  ),

  endpoint({ method: 'post', kind: 'supplyChain', path: '/SupplyChain/:scId/segment', rule: mayWriteSupplyChain }, async ({ request, params, persona }) => {
    const chain = getNetwork().supplyChains.find((c) => c.id === idOf(params.scId));
    if (!chain) return notFound(`Supply chain ${params.scId} was not found`);
    if (!canSee(persona, chain.accountId)) return forbidden();
    const body: unknown = await request.json().catch(() => null);
    const problem = createProblem(body);
    if (problem) return badRequest(problem.message, problem.field);
    const { name, compliancePolicyId, segmentType, isVisibleToSuppliers } = body as CreateBody;
    const taken = allSegments().some((s) => s.supplyChainId === chain.id && s.name.trim().toLowerCase() === name.trim().toLowerCase());
    if (taken) return HttpResponse.json({ message: 'A segment with this name already exists' }, { status: 409 });
    const db = getDb();
    const stages = NEW_SEGMENT_STAGES.map((stage) => ({ id: db.nextIds.stage++, name: stage.name }));
    const segment: Segment = {
      id: db.nextIds.segment++,
      name: name.trim(),
      supplyChainId: chain.id,
      orgUnitAccountId: chain.accountId,
      listGroupingTypeId: segmentType,
      compliancePolicyId,
      goalName: null,
      // DPS segments are always visible to suppliers (spec 01 §2).
      isVisibleToSuppliers: segmentType === SEGMENT_TYPE_DPS ? true : isVisibleToSuppliers,
      stages,
      currentStageId: stages[0].id,
    };
    db.createdSegments.push(segment);
    saveDb();
    return HttpResponse.json(toSegmentDto(segment, persona, 0, requestLanguage(request)), { status: 201 });
  }),

  endpoint(
    { method: 'put', kind: 'supplyChain', path: '/supplyChain/:scId/segments/:segId/suppliers', rule: mayWriteSupplyChain },
    async ({ request, params, persona }) => {
      const segment = allSegments().find((s) => s.id === idOf(params.segId) && s.supplyChainId === idOf(params.scId));
      if (!segment) return notFound(`Segment ${params.segId} was not found in supply chain ${params.scId}`);
      if (!canSee(persona, segment.orgUnitAccountId)) return forbidden();
      const body: unknown = await request.json().catch(() => null);
      if (!isObject(body)) return badRequest('Body must be a JSON object', 'body');
      const { supplierIds, supplierCustomStageId, segmentStatusId } = body;
      if (!Array.isArray(supplierIds) || supplierIds.length === 0 || !supplierIds.every(Number.isInteger)) {
        return badRequest('supplierIds must be a non-empty list of integers', 'supplierIds');
      }
      if (supplierIds.length > MAX_SUPPLIERS_PER_ADD) return badRequest(`supplierIds may list at most ${MAX_SUPPLIERS_PER_ADD} suppliers`, 'supplierIds');
      if (!segment.stages.some((stage) => stage.id === supplierCustomStageId)) {
        return badRequest(`supplierCustomStageId is not a stage of segment ${segment.id}`, 'supplierCustomStageId');
      }
      const known = new Set(getNetwork().suppliers.map((s) => s.dto.entityID));
      const unknown = (supplierIds as number[]).filter((id) => !known.has(id));
      if (unknown.length) return badRequest(`Unknown suppliers: ${unknown.join(', ')}`, 'supplierIds');
      const status = segmentStatusId === 1 ? 'Approved' : 'Not Approved';
      // A supplier already in the segment stays where it is (its stage is changed elsewhere), and the
      // reply says so, so the buyer is not told it was added again.
      const members = new Set(allMembers().filter((m) => m.segmentId === segment.id).map((m) => m.entityId));
      const alreadyInSegment = (supplierIds as number[]).filter((id) => members.has(id));
      const toAdd = [...new Set(supplierIds as number[])].filter((id) => !members.has(id));
      const db = getDb();
      for (const entityId of toAdd) {
        db.addedMembers.push({ segmentId: segment.id, entityId, stageId: supplierCustomStageId as number, status });
      }
      saveDb();
      return HttpResponse.json({
        isSuccess: true,
        addedCount: toAdd.length,
        ...(alreadyInSegment.length ? { alreadyInSegment } : {}),
      });
    },
  ),

  endpoint({ method: 'get', kind: 'supplyChain', path: '/segments/:segmentId/product', rule: mayReadSupplyChain }, ({ params, url, persona }) => {
    const segment = allSegments().find((s) => s.id === idOf(params.segmentId));
    if (!segment) return notFound(`Segment ${params.segmentId} was not found`);
    if (!canSee(persona, segment.orgUnitAccountId)) return forbidden();
    const entityId = intParam(url, 'supplierEntityId');
    if (entityId === undefined || entityId <= 0) return badRequest('supplierEntityId must be an integer', 'supplierEntityId');
    const productId = productRequiredBy(segment);
    return HttpResponse.json({
      requiredProduct: productId === null ? null : { productId, isSuccess: supplierHoldsProduct(entityId, productId) },
    });
  }),
];

const SEGMENT_TYPE_DPS = 6;

/**
 * The most suppliers one add takes: a buyer selects from result pages of 50 (spec 01 §9) and may
 * keep the selection across pages; a thousand is far above any real selection.
 */
const MAX_SUPPLIERS_PER_ADD = 1000;

interface CreateBody {
  name: string;
  compliancePolicyId: number;
  segmentType: number;
  isVisibleToSuppliers: boolean;
}

function createProblem(body: unknown): { message: string; field: string } | null {
  if (!isObject(body)) return { message: 'Body must be a JSON object', field: 'body' };
  if (typeof body.name !== 'string' || !body.name.trim()) return { message: 'name is required', field: 'name' };
  if (body.name.length > SEGMENT_NAME_MAX_LENGTH) return { message: `name must be at most ${SEGMENT_NAME_MAX_LENGTH} characters`, field: 'name' };
  if (!POLICY_IDS.has(body.compliancePolicyId as number)) return { message: 'compliancePolicyId is not a policy', field: 'compliancePolicyId' };
  if (!SEGMENT_TYPE_IDS.has(body.segmentType as number)) return { message: 'segmentType is not a segment type', field: 'segmentType' };
  if (typeof body.isVisibleToSuppliers !== 'boolean') return { message: 'isVisibleToSuppliers must be true or false', field: 'isVisibleToSuppliers' };
  return null;
}

const SEGMENT_TYPE_IDS = new Set(SEGMENT_TYPES.map((t) => t.id));
const POLICY_IDS = new Set(POLICIES.map((p) => p.id));
