// Lint fixture (see src/test/lintBoundaries.test.ts): one half of a deliberate two-file import cycle.
// Excluded from the normal lint run; nothing imports it.
import { egg } from '@/test/lintFixtures/cycle/egg';

export const chicken = (): string => `chicken from ${egg.name}`;
