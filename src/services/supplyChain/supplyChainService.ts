import { clientFor } from '@/platform/http';
import type {
  CustomStage,
  ListGroupingResponse,
  SegmentDetailDto,
  SegmentDto,
  SegmentTypeDto,
  SupplyChainDto,
} from './types';

export async function getDefaultSupplyChain(orgUnitId?: number): Promise<SupplyChainDto> {
  const { data } = await clientFor('supplyChain').get<SupplyChainDto>('/supplychain/default', {
    params: orgUnitId === undefined ? undefined : { orgUnitId },
  });
  return data;
}

export async function getSegments(orgUnitAccountId: number): Promise<ListGroupingResponse> {
  const { data } = await clientFor('supplyChain').get<ListGroupingResponse>('/ListGrouping', {
    params: { orgUnitAccountId, sortBy: 'name', sortOrder: 'asc', page: 1, pageSize: 99999 },
  });
  return data;
}

export async function getSegmentTypes(): Promise<SegmentTypeDto[]> {
  const { data } = await clientFor('supplyChain').get<SegmentTypeDto[]>('/listgrouping/types');
  return data;
}

export async function getCustomStages(segmentId: number): Promise<CustomStage[]> {
  const { data } = await clientFor('supplyChain').get<CustomStage[]>(`/customstages/${segmentId}`);
  return data;
}

export async function getOrganisationUnitSegments(orgUnitId: number): Promise<SegmentDto[]> {
  const { data } = await clientFor('supplyChain').get<SegmentDto[]>(`/supplychain/${orgUnitId}/organisationunitsegments`);
  return data;
}

export async function getSegmentDetail(
  supplyChainId: number,
  segmentId: number,
  orgUnitAccountId: number,
): Promise<SegmentDetailDto> {
  const { data } = await clientFor('supplyChain').get<SegmentDetailDto>(
    `/supplychain/${supplyChainId}/Segments/${segmentId}`,
    { params: { orgUnitAccountId } },
  );
  return data;
}
