import { defineResource, tag } from '@/platform/resource';
import { IN_BUYER_LANGUAGE } from '../buyerLanguage';
import {
  getCustomStages, getDefaultSupplyChain, getOrganisationUnitSegments, getSegmentConfig, getSegmentDetail,
  getSegmentProduct, getSegments, getSegmentTypes,
} from './supplyChainService';

/** What a new segment changes: every unit's segment lists (the add dialog, the filters' supply chain). */
export const SEGMENT_LISTS = tag('segments');

/** A unit's default supply chain (the service retries a 403 once, spec 01 §4). */
export const defaultSupplyChain = defineResource({
  name: 'supplyChain/defaultSupplyChain',
  load: ({ orgUnitId }: { orgUnitId: number }) => getDefaultSupplyChain(orgUnitId),
});

/** A unit's segments (GET /ListGrouping): the add dialog offers those it may add to; the filters list them all. */
export const unitSegmentList = defineResource({
  name: 'supplyChain/unitSegmentList',
  load: async ({ orgUnitId }: { orgUnitId: number }) => (await getSegments(orgUnitId)).items,
  // Its stages are named in the buyer's language.
  provides: () => [SEGMENT_LISTS, IN_BUYER_LANGUAGE],
});

/** A unit's segments with their compliance policy ids (the invite screen's policy line). */
export const organisationUnitSegments = defineResource({
  name: 'supplyChain/organisationUnitSegments',
  load: ({ orgUnitId }: { orgUnitId: number }) => getOrganisationUnitSegments(orgUnitId),
  provides: () => [SEGMENT_LISTS],
});

/** A segment's own stages (the add dialog's Stage list, the filters' stage dialog), named in the buyer's language. */
export const customStages = defineResource({
  name: 'supplyChain/customStages',
  load: ({ segmentId }: { segmentId: number }) => getCustomStages(segmentId),
  provides: () => [IN_BUYER_LANGUAGE],
});

/** One segment with its stages' counts, for a unit's supply chain (the filters' stage dialog). */
export const segmentDetail = defineResource({
  name: 'supplyChain/segmentDetail',
  load: ({ supplyChainId, segmentId, orgUnitId }: { supplyChainId: number; segmentId: number; orgUnitId: number }) =>
    getSegmentDetail(supplyChainId, segmentId, orgUnitId),
});

/** The kinds of segment a buyer may create. */
export const segmentTypes = defineResource({
  name: 'supplyChain/segmentTypes',
  load: (_args: Record<string, never>) => getSegmentTypes(),
  provides: () => [IN_BUYER_LANGUAGE],
});

/** The platform's segment settings: hidden types and the stages a new segment starts with. */
export const segmentConfig = defineResource({
  name: 'supplyChain/segmentConfig',
  load: (_args: Record<string, never>) => getSegmentConfig(),
  provides: () => [IN_BUYER_LANGUAGE],
});

/** Whether a supplier holds the membership a segment requires (the add dialog's check for one supplier). */
export const segmentProduct = defineResource({
  name: 'supplyChain/segmentProduct',
  load: ({ segmentId, supplierEntityId }: { segmentId: number; supplierEntityId: number }) =>
    getSegmentProduct(segmentId, supplierEntityId),
});
