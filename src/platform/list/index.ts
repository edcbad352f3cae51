export * from './listParams';
export { useListParams, type UseListParams } from './useListParams';
