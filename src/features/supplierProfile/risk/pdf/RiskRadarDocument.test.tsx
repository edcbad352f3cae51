import { describe, expect, it } from 'vitest';
import { createI18n } from '@/platform/i18n';
import { riskPrintDataOf, RISK_PROFILE_IDS, RISK_SECTIONS } from '../../../../../mocks/data/profile/risk';
import { buildRiskReport } from '../riskReportModel';
import { renderRiskRadarPdfText } from './renderRiskRadarPdf';

const SEED = 20240601;
const HEADINGS = [
  'Company Watch Risk Score', 'Audited Financials', 'Payment Performances', 'Submission Assessment Types', 'Submissions',
  'Document Filing Events', 'Employment Tribunal Data', 'HSE and EA Events and Associated Events', 'Risk Score History',
];

const WIN_ANSI = new TextDecoder('windows-1252');

/** The words an uncompressed PDF shows: the hex strings of its TJ arrays decoded (WinAnsi). */
function pdfText(raw: string): string {
  return (raw.match(/\[(.*?)\]\s*TJ/g) ?? [])
    .map((tj) => (tj.match(/<([0-9a-fA-F]*)>/g) ?? []).map((hex) => WIN_ANSI.decode(Buffer.from(hex.slice(1, -1), 'hex'))).join(''))
    .join('\n');
}

async function renderFor(entityId: number, { name = 'Ashworth Joinery Ltd', currency = 'GBP', locale = 'en-GB' } = {}) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces('riskAnalytics');
  const t = i18n.getFixedT('en', 'riskAnalytics');
  const report = buildRiskReport(riskPrintDataOf(SEED, entityId, name, '01234567'), {
    t: (key, options) => t(key, options),
    currency,
    locale,
    fallbackName: name,
  });
  const raw = await renderRiskRadarPdfText({
    report, pageLabel: (page, total) => t('report.pageNumber', { page, total }), generatedLine: 'Generated: 24/11/2026', language: 'en',
  });
  return { raw, text: pdfText(raw) };
}

describe('risk radar PDF (spec 02 §2.7)', () => {
  it('is A4 landscape, titled Risk Radar, with every section heading and "n / total" page numbers', async () => {
    const { raw, text } = await renderFor(RISK_PROFILE_IDS.fullData);
    expect(raw.startsWith('%PDF-')).toBe(true);
    // A4 is 595.28 × 841.89 pt; landscape puts the long side across.
    expect(raw).toMatch(/\/MediaBox \[0 0 841\.89\d* 595\.28\d*\]/);
    expect(raw).toContain('(Risk Radar)');
    expect(text).toContain('Risk Radar');
    for (const heading of HEADINGS) expect(text).toContain(heading);
    const pages = (raw.match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`1 / ${pages}`);
    expect(text).toContain(`${pages} / ${pages}`);
    expect(text).toMatch(/£[\d,]+\n/);
    expect(text).toMatch(/\b0\.\d{3}\b/);
  }, 30000);

  it.each(RISK_SECTIONS.map((section, i) => [section, i] as const))('a supplier without %s prints its empty text, not a crash', async (section, i) => {
    const { text } = await renderFor(RISK_PROFILE_IDS.missingSection[section]);
    expect(text).toContain(HEADINGS[i]);
    const empty: Record<string, string> = {
      companyWatchRiskScore: 'No Company Watch risk score is available.',
      auditedFinancials: 'No audited financials are available.',
      paymentPerformances: 'No payment performance reports are available.',
      submissionsAssessmentTypes: 'No submission assessment types are available.',
      submissions: 'No submissions are available.',
      documentFilingEvents: 'No document filing events are available.',
      employmentTribunalData: 'No employment tribunal data is available.',
      hseAndEaEvents: 'No HSE or EA events are available.',
      riskScoreHistory: 'No risk score history is available.',
    };
    expect(text).toContain(empty[section]);
  }, 30000);

  it('a supplier with no print data at all still prints every heading with its empty text', async () => {
    const { text } = await renderFor(RISK_PROFILE_IDS.noPrintData);
    for (const heading of HEADINGS) expect(text).toContain(heading);
    expect(text).toContain('No risk score history is available.');
  }, 30000);

  it('French money and a name in other scripts print without a crash (fonts: WinAnsi)', async () => {
    const { text } = await renderFor(RISK_PROFILE_IDS.fullData, { name: 'Société Núñez مرحبا 👷', currency: 'EUR', locale: 'fr-FR' });
    expect(text).toContain('Société Núñez ????? ?');
    // The renderer writes the amount and its currency as two runs of text.
    expect(text).toMatch(/\d{1,3}([ \u00a0]\d{3})+[ \u00a0]\n?EUR/);
  }, 30000);
});
