/** One benchmark scenario of `npm run bench:profile-ui`: `measure` returns one sample in ms. */
export interface BenchScenario {
  name: string;
  targetMs: number;
  measure(page: import('playwright').Page, baseUrl: string): Promise<number>;
}
