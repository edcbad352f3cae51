/**
 * The accordion's filter groups (spec 01 §2), in page order. Office distance has no group of its
 * own: a distance belongs to the postcode or outcode picked in the location group's office form.
 */
export const FILTER_GROUPS = [
  'location',
  'levels',
  'ssip',
  'supplyChain',
  'supplyChainStage',
  'companySize',
  'workCategories',
  'customFields',
] as const;
export type FilterGroupKey = (typeof FILTER_GROUPS)[number] | 'searchType';

/** DOM id of a group's section, so validation can scroll to the first missing one. */
export const groupAnchorId = (group: FilterGroupKey) => `filter-group-${group}`;
