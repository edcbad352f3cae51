import { http, HttpResponse } from 'msw';
import type { Persona } from '@/platform/auth/personas';
import { SEGMENT_STAGE_STATUSES } from '@/services/search/types';
import type { ListGroupingResponse, SegmentDetailDto, SegmentDto, SupplyChainDto } from '@/services/supplyChain/types';
import type { Segment } from '../data/model';
import { SEGMENT_TYPES } from '../data/reference';
import { allMembers, allSegments, getNetwork, unitIdsOfUser } from '../db';
import { mockPath } from '../paths';
import { badRequest, caller, notFound } from './support';

const FORBIDDEN = "Sorry you don't have permission to view the supplychain in this session";
const forbidden = () => HttpResponse.json({ message: FORBIDDEN }, { status: 403 });

function toSegmentDto(segment: Segment, persona: Persona, memberCount: number): SegmentDto {
  const perms = persona.identity.permissions;
  return {
    id: segment.id,
    name: segment.name,
    title: segment.name,
    supplyChainId: segment.supplyChainId,
    orgUnitAccountId: segment.orgUnitAccountId,
    listGroupingTypeId: segment.listGroupingTypeId,
    compliancePolicyId: segment.compliancePolicyId,
    goalName: segment.goalName,
    isVisibleToSuppliers: segment.isVisibleToSuppliers,
    currentStageId: segment.currentStageId,
    labelTrue: 'Visible to suppliers',
    labelFalse: 'Hidden from suppliers',
    permissions: { canAdd: perms.includes('supplychain:access') && !perms.includes('supplychain:readonly') },
    memberCount,
  };
}

function segmentsOfUnit(persona: Persona, unitId: number): SegmentDto[] {
  const members = allMembers();
  const counts = new Map<number, number>();
  for (const m of members) counts.set(m.segmentId, (counts.get(m.segmentId) ?? 0) + 1);
  return allSegments()
    .filter((s) => s.orgUnitAccountId === unitId)
    .map((s) => toSegmentDto(s, persona, counts.get(s.id) ?? 0));
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
    const items = segmentsOfUnit(persona, unitId).sort((a, b) => (desc ? -1 : 1) * a.name.localeCompare(b.name));
    return HttpResponse.json<ListGroupingResponse>({ totalCount: items.length, items: items.slice((page - 1) * pageSize, page * pageSize) });
  }),

  http.get(mockPath('supplyChain', '/listgrouping/types'), ({ request }) => {
    const persona = caller(request);
    return persona instanceof Response ? persona : HttpResponse.json(SEGMENT_TYPES);
  }),

  http.get(mockPath('supplyChain', '/customstages/:segmentId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const segment = allSegments().find((s) => s.id === Number(params.segmentId));
    if (!segment) return notFound(`Segment ${String(params.segmentId)} was not found`);
    if (!canSee(persona, segment.orgUnitAccountId)) return forbidden();
    return HttpResponse.json(segment.stages);
  }),

  http.get(mockPath('supplyChain', '/supplychain/:orgUnitId/organisationunitsegments'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const unitId = Number(params.orgUnitId);
    if (!canSee(persona, unitId)) return forbidden();
    return HttpResponse.json(segmentsOfUnit(persona, unitId).sort((a, b) => a.name.localeCompare(b.name)));
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
    const detail: SegmentDetailDto = {
      ...toSegmentDto(segment, persona, members.length),
      statuses: [...SEGMENT_STAGE_STATUSES],
      customStages: segment.stages.map((stage) => {
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
];
