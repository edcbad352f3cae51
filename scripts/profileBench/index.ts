import type { BenchScenario } from './types';
import { scenarios as profileTabs } from './profileTabs';
import { scenarios as records } from './records';
import { scenarios as documents } from './documents';
import { scenarios as requirementPage } from './requirementPage';
import { scenarios as workCategories } from './workCategories';
import { scenarios as risk } from './risk';
import { scenarios as connections } from './connections';
import { scenarios as deepLinks } from './deepLinks';

/** Every scenario module of the profile benchmarks; an area adds one line here. */
export const scenarioModules: { area: string; scenarios: BenchScenario[] }[] = [
  { area: 'profile tabs', scenarios: profileTabs },
  { area: 'notes and custom fields', scenarios: records },
  { area: 'documents', scenarios: documents },
  { area: 'requirement page', scenarios: requirementPage },
  { area: 'work categories', scenarios: workCategories },
  { area: 'risk analytics', scenarios: risk },
  { area: 'connections', scenarios: connections },
  { area: 'deep links', scenarios: deepLinks },
];
