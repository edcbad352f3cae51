import { defineResource } from '@/platform/resource';
import { getProject } from './projectsService';

/** One project (its name and, when it has one, its compliance policy). */
export const project = defineResource({
  name: 'projects/project',
  load: ({ projectId }: { projectId: number }, signal) => getProject(projectId, signal),
  transition: true,
});
