/**
 * Runs in Chromium (bench-risk-pdf.ts bundles it): the risk radar PDF of the full-data supplier,
 * built by the app's own report model and document with @react-pdf/renderer's browser build.
 */
import english from '../src/platform/i18n/locales/en/riskAnalytics.json';
import { buildRiskReport } from '../src/features/supplierProfile/risk/riskReportModel';
import { renderRiskRadarPdf } from '../src/features/supplierProfile/risk/pdf/renderRiskRadarPdf';
import { riskPrintDataOf, RISK_PROFILE_IDS } from '../mocks/data/profile/risk';

/** English lookup with i18next's {{name}} interpolation: enough for the report's words. */
function t(key: string, options: Record<string, unknown> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
}

export async function run(runs: number): Promise<{ samples: number[]; bytes: number; pages: number }> {
  const data = riskPrintDataOf(20240601, RISK_PROFILE_IDS.fullData, 'Ashworth Joinery Ltd', '01234567');
  const make = () => {
    const report = buildRiskReport(data, { t, currency: 'GBP', locale: 'en-GB', fallbackName: 'Ashworth Joinery Ltd' });
    return renderRiskRadarPdf({
      report,
      pageLabel: (page, total) => t('report.pageNumber', { page, total }),
      generatedLine: t('report.generated', { value: new Date().toISOString() }),
      language: 'en',
    });
  };
  const warm = await make();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await make();
    samples.push(performance.now() - start);
  }
  const text = new TextDecoder('latin1').decode(await warm.arrayBuffer());
  return { samples, bytes: warm.size, pages: (text.match(/\/Type \/Page\b/g) ?? []).length };
}

// Built as an ES module (its libraries read import.meta.url), so it hands itself to the page here.
(window as unknown as { BenchRiskPdf: { run: typeof run } }).BenchRiskPdf = { run };
