import { defineResource } from '../definitions';

/** Declared in a module the test imports late, as a lazily loaded feature chunk would. */
export const lateGreeting = defineResource({
  name: 'test/lateGreeting',
  load: async ({ who }: { who: string }) => `hello ${who}`,
});
