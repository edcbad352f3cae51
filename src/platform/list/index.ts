export * from './listParams';
export { useListParams, usePageClamp, type UseListParams } from './useListParams';
export { usePagedResource, type PagedResource, type PagedResourceOptions } from './usePagedResource';
