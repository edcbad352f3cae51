export interface BenchScenario {
  name: string;
  targetMs: number;
  measure(page: import('playwright').Page, baseUrl: string): Promise<number>;
}
