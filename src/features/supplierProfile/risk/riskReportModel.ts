/**
 * The risk report as plain text tables, built once from the risk checker's print data: the PDF
 * (pdf/RiskRadarDocument) and the radar's accessible data view (RiskDataView) both draw it, so the
 * two always say the same. A missing section (null or empty) keeps its heading and its empty text.
 */
import { formatDate } from '@/platform/i18n';
import type {
  AuditedFinancialDataDto, RegulatorEventDto, RiskPrintDataDto, RiskPrintSectionId, YearValueDto,
} from '@/services/riskChecker/types';
import { formatProbability, formatRiskCurrency, formatRiskNumber, NO_VALUE, type RiskNumberFormat } from './riskFormat';

export interface ReportTable {
  caption?: string;
  columns: string[];
  rows: string[][];
  /** Said in place of the rows when there are none. */
  emptyText?: string;
}

export interface ReportSection {
  id: RiskPrintSectionId;
  heading: string;
  /** Label–value pairs shown above the tables. */
  facts: [string, string][];
  tables: ReportTable[];
  /** True when the data had nothing for this section: only `emptyText` is shown. */
  isEmpty: boolean;
  emptyText: string;
}

export interface RiskReport {
  title: string;
  supplierName: string;
  details: string[];
  sections: ReportSection[];
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ReportContext extends RiskNumberFormat {
  t: Translate;
  /** The supplier's name when the print data has no organisation. */
  fallbackName: string;
}

const FINANCIAL_SERIES = [
  'turnovers', 'pbts', 'fixedAssets', 'shortTermLiabilities', 'currentAssets', 'shareholdersFunds', 'longTermDebt', 'netWorth',
] as const;

const list = <T,>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);
const text = (value: string | null | undefined) => (value && value.trim() ? value : NO_VALUE);

export function buildRiskReport(data: RiskPrintDataDto | null | undefined, ctx: ReportContext): RiskReport {
  const { t } = ctx;
  const d = data ?? ({} as Partial<RiskPrintDataDto>);
  const org = d.organisation ?? null;
  const details = [
    org?.companyHouseNumber ? t('report.companyNumber', { value: org.companyHouseNumber }) : null,
    org?.formedYear ? t('report.formed', { value: String(org.formedYear) }) : null,
  ].filter((line): line is string => line !== null);
  const section = (id: RiskPrintSectionId, facts: [string, string][], tables: ReportTable[]): ReportSection => ({
    id,
    heading: t(`report.sections.${id}`),
    facts,
    tables,
    isEmpty: facts.length === 0 && tables.length === 0,
    emptyText: t(`report.empty.${id}`),
  });
  return {
    title: t('report.title'),
    supplierName: text(org?.supplierName) === NO_VALUE ? ctx.fallbackName : org!.supplierName,
    details,
    sections: [
      scoreSection(d, ctx, section),
      financialsSection(d.companyWatchAuditedFinancialData ?? null, ctx, section),
      section('paymentPerformances', [], table(list(d.paymentPerformances), [
        t('report.payments.period'), t('report.payments.averageTimeToPay'), t('report.payments.report'),
      ], (p) => [
        `${formatDate(p.startDate)} – ${formatDate(p.endDate)}`,
        typeof p.averageTimeToPay === 'number' ? t('report.payments.days', { value: formatRiskNumber(p.averageTimeToPay, ctx.locale) }) : NO_VALUE,
        text(p.url),
      ])),
      section('submissionsAssessmentTypes', [], table(list(d.submissionsAssessmentTypes), [
        t('report.assessmentTypes.type'), t('report.assessmentTypes.count'),
      ], (a) => [text(a.assessmentType), formatRiskNumber(a.count, ctx.locale)])),
      section('submissions', [], table(list(d.submissions), [
        t('report.submissionsTable.submissionDate'), t('report.submissionsTable.requirement'),
        t('report.submissionsTable.assessmentDate'), t('report.submissionsTable.status'),
      ], (s) => [formatDate(s.submissionDate) || NO_VALUE, text(s.requirement), formatDate(s.assessmentDate) || NO_VALUE, text(s.status)])),
      section('documentFilingEvents', [], table(list(d.documentFilingEvents), [
        t('report.filings.date'), t('report.filings.description'),
      ], (e) => [formatDate(e.eventDate) || NO_VALUE, text(e.description)])),
      section('employmentTribunalData', [], table(list(d.employmentTribunalData), [
        t('report.tribunals.date'), t('report.tribunals.jurisdiction'), t('report.tribunals.outcome'),
      ], (e) => [formatDate(e.decisionDate) || NO_VALUE, text(e.jurisdiction), text(e.outcome)])),
      eventsSection(d.hseHistories ?? null, d.eaEvents ?? null, ctx, section),
      section('riskScoreHistory', [], table(list(d.riskScoreHistories), [
        t('report.history.date'), t('report.history.score'), t('report.history.pd'),
      ], (h) => [formatDate(h.asOfDate) || NO_VALUE, formatRiskNumber(h.clFinancialHealthScore, ctx.locale), formatProbability(h.pd, ctx.locale)])),
    ],
  };
}

type MakeSection = (id: RiskPrintSectionId, facts: [string, string][], tables: ReportTable[]) => ReportSection;

function table<T>(items: T[], columns: string[], row: (item: T) => string[]): ReportTable[] {
  return items.length ? [{ columns, rows: items.map(row) }] : [];
}

function scoreSection(d: Partial<RiskPrintDataDto>, { t, locale }: ReportContext, section: MakeSection): ReportSection {
  const score = d.companyWatchRiskScore;
  if (!score) return section('companyWatchRiskScore', [], []);
  return section('companyWatchRiskScore', [
    [t('report.score.healthScore'), formatRiskNumber(score.clFinancialHealthScore, locale)],
    [t('report.score.healthScore3Months'), formatRiskNumber(score.clFinancialHealthScoreLast3Months, locale)],
    [t('report.score.probability'), formatProbability(score.oneYearProbabilityDistress, locale)],
    [t('report.score.probabilityMovement'), formatProbability(score.oneYearProbabilityDistressMovement3Months, locale)],
  ], []);
}

function financialsSection(f: AuditedFinancialDataDto | null, ctx: ReportContext, section: MakeSection): ReportSection {
  const { t } = ctx;
  if (!f) return section('auditedFinancials', [], []);
  const yesNo = (flag: boolean | null | undefined) => (typeof flag === 'boolean' ? t(flag ? 'report.yes' : 'report.no') : NO_VALUE);
  const years = [...new Set(FINANCIAL_SERIES.flatMap((key) => list<YearValueDto>(f[key]).map((e) => e.year)))].sort((a, b) => b - a);
  const facts: [string, string][] = [
    [t('report.financials.distressFlag'), yesNo(f.distressFlag)],
    [t('report.financials.lateFilingFlag'), yesNo(f.lateFilingFlag)],
    [t('report.financials.status'), text(f.companyHouseStatus)],
  ];
  const rows = FINANCIAL_SERIES.map((key) => {
    const byYear = new Map(list<YearValueDto>(f[key]).map((e) => [e.year, e.value]));
    return [t(`report.financials.${key}`), ...years.map((year) => formatRiskCurrency(byYear.get(year), ctx))];
  });
  return section('auditedFinancials', facts, years.length ? [{ columns: [t('report.financials.measure'), ...years.map(String)], rows }] : []);
}

function eventsSection(hse: RegulatorEventDto[] | null, ea: RegulatorEventDto[] | null, { t }: ReportContext, section: MakeSection): ReportSection {
  if (!list(hse).length && !list(ea).length) return section('hseAndEaEvents', [], []);
  const columns = [t('report.events.date'), t('report.events.type'), t('report.events.description')];
  const rows = (events: RegulatorEventDto[] | null) => list(events).map((e) => [formatDate(e.date) || NO_VALUE, text(e.type), text(e.description)]);
  return section('hseAndEaEvents', [], [
    { caption: t('report.events.hse'), columns, rows: rows(hse), emptyText: t('report.events.none') },
    { caption: t('report.events.ea'), columns, rows: rows(ea), emptyText: t('report.events.none') },
  ]);
}
