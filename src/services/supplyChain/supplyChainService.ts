import { apiPath } from '@/lib/pathSegment';
import { clientFor, HttpFailure } from '@/platform/http';
import type {
  AddSuppliersRequest,
  AddSuppliersResponse,
  CreateSegmentRequest,
  CustomStage,
  ListGroupingResponse,
  SegmentDetailDto,
  SegmentConfigDto,
  SegmentDto,
  SegmentProductDto,
  SegmentTypeDto,
  SupplyChainDto,
} from './types';

async function fetchDefaultSupplyChain(orgUnitId: number | undefined): Promise<SupplyChainDto> {
  const { data } = await clientFor('supplyChain').get<SupplyChainDto>('/supplychain/default', {
    params: orgUnitId === undefined ? undefined : { orgUnitId },
  });
  return data;
}

/**
 * GET /supplychain/default. A 403 is retried once, and the retry (doNotRetry) is not retried
 * again (spec 01 §4, §8): the rule lives here so every caller gets it.
 */
export async function getDefaultSupplyChain(orgUnitId?: number, doNotRetry = false): Promise<SupplyChainDto> {
  try {
    return await fetchDefaultSupplyChain(orgUnitId);
  } catch (error) {
    if (doNotRetry || !(error instanceof HttpFailure) || error.status !== 403) throw error;
    return getDefaultSupplyChain(orgUnitId, true);
  }
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
  const { data } = await clientFor('supplyChain').get<CustomStage[]>(apiPath`/customstages/${segmentId}`);
  return data;
}

export async function getOrganisationUnitSegments(orgUnitId: number): Promise<SegmentDto[]> {
  const { data } = await clientFor('supplyChain').get<SegmentDto[]>(apiPath`/supplychain/${orgUnitId}/organisationunitsegments`);
  return data;
}

export async function getSegmentDetail(
  supplyChainId: number,
  segmentId: number,
  orgUnitAccountId: number,
): Promise<SegmentDetailDto> {
  const { data } = await clientFor('supplyChain').get<SegmentDetailDto>(
    apiPath`/supplychain/${supplyChainId}/Segments/${segmentId}`,
    { params: { orgUnitAccountId } },
  );
  return data;
}

export async function createSegment(supplyChainId: number, body: CreateSegmentRequest): Promise<SegmentDto> {
  const { data } = await clientFor('supplyChain').post<SegmentDto>(apiPath`/SupplyChain/${supplyChainId}/segment`, body);
  return data;
}

export async function addSuppliersToSegment(
  supplyChainId: number,
  segmentId: number,
  body: AddSuppliersRequest,
): Promise<AddSuppliersResponse> {
  const { data } = await clientFor('supplyChain').put<AddSuppliersResponse>(
    apiPath`/supplyChain/${supplyChainId}/segments/${segmentId}/suppliers`,
    body,
  );
  return data;
}

export async function getSegmentProduct(segmentId: number, supplierEntityId: number): Promise<SegmentProductDto> {
  const { data } = await clientFor('supplyChain').get<SegmentProductDto>(apiPath`/segments/${segmentId}/product`, {
    params: { supplierEntityId },
  });
  return data;
}

export async function getSegmentConfig(): Promise<SegmentConfigDto> {
  const { data } = await clientFor('supplyChain').get<SegmentConfigDto>('/segment-config');
  return data;
}
