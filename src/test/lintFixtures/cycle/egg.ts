// Lint fixture (see src/test/lintBoundaries.test.ts): the other half of the deliberate cycle, by relative path.
import { chicken } from './chicken';

export const egg = { name: 'egg', hatch: () => chicken() };
