import { http, HttpResponse } from 'msw';
import type { Persona } from '@/platform/auth/personas';
import { SEGMENT_STAGE_STATUSES } from '@/services/search/types';
import type { ListGroupingResponse, SegmentDetailDto, SegmentDto, SupplyChainDto } from '@/services/supplyChain/types';
import type { Language } from '@/platform/config/types';
import type { Segment } from '../data/model';
import { goalName, localiseSegmentTypes, localiseStages, visibilityLabel } from '../data/localise';
import { POLICIES, SEGMENT_TYPES } from '../data/reference';
import { allMembers, allSegments, getDb, getNetwork, saveDb, unitIdsOfUser } from '../db';
import { mockPath } from '../paths';
import { mayWriteSupplyChain } from '@/platform/auth/identityRules';
import { permittedCaller } from './permission';
import { badRequest, caller, isObject, notFound, requestLanguage } from './support';
import { NEW_SEGMENT_STAGES, SEGMENT_CONFIG, productRequiredBy, supplierHoldsProduct } from './segmentRules';

const FORBIDDEN = "Sorry you don't have permission to view the supplychain in this session";
const forbidden = () => HttpResponse.json({ message: FORBIDDEN }, { status: 403 });

function toSegmentDto(segment: Segment, persona: Persona, memberCount: number, language: Language): SegmentDto {
  const perms = persona.identity.permissions;
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
    permissions: { canAdd: perms.includes('supplychain:access') && !perms.includes('supplychain:readonly') },
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

export const supplyChainHandlers = [
  http.get(mockPath('supplyChain', '/supplychain/default'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const param = new URL(request.url).searchParams.get('orgUnitId');
    const unitId = param ? Number(param) : unitIdsOfUser(persona.identity.userAccountId)[0];
    if (!Number.isInteger(unitId)) return badRequest('orgUnitId must be an integer', 'orgUnitId');
    if (!canSee(persona, unitId)) return forbidden();
    const chain = getNetwork().supplyChains.find((c) => c.accountId === unitId);
    return chain ? HttpResponse.json<SupplyChainDto>(chain) : notFound(`No supply chain for unit ${unitId}`);
  }),

  http.get(mockPath('supplyChain', '/ListGrouping'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const url = new URL(request.url);
    const unitParam = url.searchParams.get('orgUnitAccountId');
    if (!unitParam) return badRequest('No orgUnit selected', 'orgUnitAccountId');
    const unitId = Number(unitParam);
    if (!canSee(persona, unitId)) return forbidden();
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 99999);
    if (!Number.isInteger(page) || page < 1) return badRequest('page must be at least 1', 'page');
    if (!Number.isInteger(pageSize) || pageSize < 1) return badRequest('pageSize must be at least 1', 'pageSize');
    const desc = url.searchParams.get('sortOrder') === 'desc';
    const items = segmentsOfUnit(persona, unitId, requestLanguage(request)).sort((a, b) => (desc ? -1 : 1) * a.name.localeCompare(b.name));
    return HttpResponse.json<ListGroupingResponse>({ totalCount: items.length, items: items.slice((page - 1) * pageSize, page * pageSize) });
  }),

  http.get(mockPath('supplyChain', '/listgrouping/types'), ({ request }) => {
    const persona = caller(request);
    return persona instanceof Response ? persona : HttpResponse.json(localiseSegmentTypes(requestLanguage(request), SEGMENT_TYPES));
  }),

  http.get(mockPath('supplyChain', '/customstages/:segmentId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const segment = allSegments().find((s) => s.id === Number(params.segmentId));
    if (!segment) return notFound(`Segment ${String(params.segmentId)} was not found`);
    if (!canSee(persona, segment.orgUnitAccountId)) return forbidden();
    return HttpResponse.json(localiseStages(requestLanguage(request), segment.stages));
  }),

  http.get(mockPath('supplyChain', '/supplychain/:orgUnitId/organisationunitsegments'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const unitId = Number(params.orgUnitId);
    if (!canSee(persona, unitId)) return forbidden();
    return HttpResponse.json(segmentsOfUnit(persona, unitId, requestLanguage(request)).sort((a, b) => a.name.localeCompare(b.name)));
  }),

  http.get(mockPath('supplyChain', '/supplychain/:supplyChainId/Segments/:segmentId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const segment = allSegments().find((s) => s.id === Number(params.segmentId) && s.supplyChainId === Number(params.supplyChainId));
    if (!segment) return notFound(`Segment ${String(params.segmentId)} was not found in supply chain ${String(params.supplyChainId)}`);
    const unitParam = new URL(request.url).searchParams.get('orgUnitAccountId');
    if (unitParam && Number(unitParam) !== segment.orgUnitAccountId) return notFound(`Segment ${segment.id} does not belong to unit ${unitParam}`);
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
  }),

  // ---- writes: what buyers do persists in the db (createdSegments, addedMembers) --------------

  http.get(mockPath('supplyChain', '/segment-config'), ({ request }) => {
    const persona = caller(request);
    return persona instanceof Response
      ? persona
      : HttpResponse.json({ ...SEGMENT_CONFIG, newSegmentStages: localiseStages(requestLanguage(request), SEGMENT_CONFIG.newSegmentStages) });
  }),

  http.post(mockPath('supplyChain', '/SupplyChain/:scId/segment'), async ({ request, params }) => {
    const persona = permittedCaller(request, mayWriteSupplyChain);
    if (persona instanceof Response) return persona;
    const chain = getNetwork().supplyChains.find((c) => c.id === Number(params.scId));
    if (!chain) return notFound(`Supply chain ${String(params.scId)} was not found`);
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

  http.put(mockPath('supplyChain', '/supplyChain/:scId/segments/:segId/suppliers'), async ({ request, params }) => {
    const persona = permittedCaller(request, mayWriteSupplyChain);
    if (persona instanceof Response) return persona;
    const segment = allSegments().find((s) => s.id === Number(params.segId) && s.supplyChainId === Number(params.scId));
    if (!segment) return notFound(`Segment ${String(params.segId)} was not found in supply chain ${String(params.scId)}`);
    if (!canSee(persona, segment.orgUnitAccountId)) return forbidden();
    const body: unknown = await request.json().catch(() => null);
    if (!isObject(body)) return badRequest('Body must be a JSON object', 'body');
    const { supplierIds, supplierCustomStageId, segmentStatusId } = body;
    if (!Array.isArray(supplierIds) || supplierIds.length === 0 || !supplierIds.every(Number.isInteger)) {
      return badRequest('supplierIds must be a non-empty list of integers', 'supplierIds');
    }
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
  }),

  http.get(mockPath('supplyChain', '/segments/:segmentId/product'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const segment = allSegments().find((s) => s.id === Number(params.segmentId));
    if (!segment) return notFound(`Segment ${String(params.segmentId)} was not found`);
    if (!canSee(persona, segment.orgUnitAccountId)) return forbidden();
    const entityId = Number(new URL(request.url).searchParams.get('supplierEntityId'));
    if (!Number.isInteger(entityId) || entityId <= 0) return badRequest('supplierEntityId must be an integer', 'supplierEntityId');
    const productId = productRequiredBy(segment);
    return HttpResponse.json({
      requiredProduct: productId === null ? null : { productId, isSuccess: supplierHoldsProduct(entityId, productId) },
    });
  }),
];

const SEGMENT_TYPE_DPS = 6;

interface CreateBody {
  name: string;
  compliancePolicyId: number;
  segmentType: number;
  isVisibleToSuppliers: boolean;
}

function createProblem(body: unknown): { message: string; field: string } | null {
  if (!isObject(body)) return { message: 'Body must be a JSON object', field: 'body' };
  if (typeof body.name !== 'string' || !body.name.trim()) return { message: 'name is required', field: 'name' };
  if (!POLICY_IDS.has(body.compliancePolicyId as number)) return { message: 'compliancePolicyId is not a policy', field: 'compliancePolicyId' };
  if (!SEGMENT_TYPE_IDS.has(body.segmentType as number)) return { message: 'segmentType is not a segment type', field: 'segmentType' };
  if (typeof body.isVisibleToSuppliers !== 'boolean') return { message: 'isVisibleToSuppliers must be true or false', field: 'isVisibleToSuppliers' };
  return null;
}

const SEGMENT_TYPE_IDS = new Set(SEGMENT_TYPES.map((t) => t.id));
const POLICY_IDS = new Set(POLICIES.map((p) => p.id));
