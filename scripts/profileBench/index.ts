import type { BenchScenario } from './types';
import { scenarios as profileTabs } from './profileTabs';

/** Every scenario module of the profile benchmarks; an area adds one line here. */
export const scenarioModules: { area: string; scenarios: BenchScenario[] }[] = [{ area: 'profile tabs', scenarios: profileTabs }];
