export { argsKey } from './argsKey';
export { defineMutation, defineResource, tag } from './definitions';
export type { MutationDefinition, MutationState, MutationStatus, MutationToasts, ResourceDefinition, ResultPatch, Tag } from './definitions';
export { useMutation, useResource } from './hooks';
export { resourceActions, resourcesReducer, selectEntry, selectMutation } from './resourcesSlice';
export type { ResourceEntry, ResourcesState, WithResources } from './resourcesSlice';
export { readResource, resourcesSaga, runMutation } from './resourcesSaga';
