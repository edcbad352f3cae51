import { apiPath } from '@/lib/pathSegment';
import { clientFor } from '@/platform/http';

/** GET {projects}/api/v1/projects/{id} (spec 03 §3 "Project"): complianceId is the project's policy, when it has one. */
export interface ProjectDto {
  name: string;
  complianceId: number | null;
}

export async function getProject(id: number, signal?: AbortSignal): Promise<ProjectDto> {
  const { data } = await clientFor('projects').get<ProjectDto>(apiPath`/api/v1/projects/${id}`, { signal });
  return data;
}
