/** One benchmark scenario of `npm run bench:profile-ui` (scripts/bench-profile-ui.ts). */
export interface BenchScenario {
  name: string;
  /** The target for the median, in ms. */
  targetMs: number;
  /**
   * With several figures per sample, the one the target is for (the others are printed beside it).
   */
  targetFigure?: string;
  /**
   * One sample in ms: sets itself up (not timed), then times one interaction in the page; or several
   * named figures of the same sample. baseUrl ends with a slash: `${baseUrl}supplier/1/overview`.
   */
  measure(page: import('playwright').Page, baseUrl: string): Promise<number | Record<string, number>>;
}
