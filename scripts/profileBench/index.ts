import type { BenchScenario } from './types';
import { scenarios as records } from './records';

/** Every profile benchmark scenario module (each agent adds its own line). */
export const profileScenarios: BenchScenario[] = [
  ...records,
];
