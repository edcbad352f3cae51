export { argsKey } from './argsKey';
export { defineMutation, defineResource, defineView, tag } from './definitions';
export type { MutationDefinition, MutationState, MutationStatus, MutationToasts, ResourceDefinition, ResourceView, ResultPatch, Tag } from './definitions';
export { useMutation, useResource } from './hooks';
export { prefetchRequested, resourceActions, resourcesReducer, selectEntry, selectMutation } from './resourcesSlice';
export type { ResourceEntry, ResourcesState, WithResources } from './resourcesSlice';
export { readResource, resourcesSaga, runMutation } from './resourcesSaga';
