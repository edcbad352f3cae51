/**
 * Risk analytics data per supplier (spec 02 §3: directors, H score, risk print data), generated
 * lazily and deterministically from the network seed and the supplier id. Plain data, no DOM.
 * RISK_PROFILE_IDS lists the awkward ones: each print-data section missing in turn, no directors,
 * an unknown directors count, an H score the service could not give.
 */
import type { DirectorDto, HScoreSummaryDto } from '@/services/analytics/riskTypes';
import { RISK_PRINT_SECTIONS, type RiskPrintDataDto, type RiskPrintSectionId, type YearValueDto } from '@/services/riskChecker/types';
import { FIRST_ENTITY_ID } from '../generate';
import { Rng, mix32 } from '../prng';

/** The print-data sections, in the printed order; each has a supplier that lacks it. */
export const RISK_SECTIONS = RISK_PRINT_SECTIONS;
export type RiskSection = RiskPrintSectionId;

const MISSING_BASE = FIRST_ENTITY_ID + 20;

export const RISK_PROFILE_IDS = {
  /** Supplier lacking section `RISK_SECTIONS[i]` is `missingSection[RISK_SECTIONS[i]]` (100021…100029). */
  missingSection: Object.fromEntries(RISK_SECTIONS.map((section, i) => [section, MISSING_BASE + i])) as Record<RiskSection, number>,
  /** Every section missing at once (organisation too). */
  noPrintData: FIRST_ENTITY_ID + 29,
  /** The registry lists no directors (count 0, empty list). */
  noDirectors: FIRST_ENTITY_ID + 30,
  /** The registry does not know how many directors (count null); the list still loads. */
  unknownDirectorsCount: FIRST_ENTITY_ID + 31,
  /** The H score service answers isSuccess false. */
  hScoreUnavailable: FIRST_ENTITY_ID + 32,
  /** H score 0 (shown clamped to 1, in the danger colour). */
  hScoreZero: FIRST_ENTITY_ID + 33,
  /** H score exactly 25: the danger threshold. */
  hScoreDanger: FIRST_ENTITY_ID + 34,
  /** Every section present with many rows (the PDF benchmark's supplier). */
  fullData: FIRST_ENTITY_ID + 35,
} as const;

const missingOf = new Map<number, RiskSection>(RISK_SECTIONS.map((section, i) => [MISSING_BASE + i, section]));

const FIRST_NAMES = ['Sarah', 'James', 'Priya', 'Tomasz', 'Aoife', 'Olivier', 'Lucía', 'Mohammed', 'Hannah', 'Dylan', 'Siobhán', 'Pieter'];
const SURNAMES = ['Whitfield', 'Okafor', 'Patel', 'Nowak', "O'Connell", 'Dubois', 'García', 'Rahman', 'Ashworth', 'Evans', 'Ní Bhriain', 'Janssens'];

/** The directors of a supplier, or [] for the no-directors supplier. */
export function directorsOf(seed: number, entityId: number): DirectorDto[] {
  if (entityId === RISK_PROFILE_IDS.noDirectors) return [];
  const rng = new Rng(mix32(seed ^ 0x64697273, entityId));
  const count = rng.int(1, 7);
  return Array.from({ length: count }, () => ({
    name: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`.toUpperCase(),
    totalCompanies: rng.int(1, 24),
    number: rng.digits(12),
  }));
}

/** The directors count the registry gives: null when it does not know. */
export function directorsCountOf(seed: number, entityId: number): number | null {
  if (entityId === RISK_PROFILE_IDS.unknownDirectorsCount) return null;
  return directorsOf(seed, entityId).length;
}

export function hScoreOf(seed: number, entityId: number): HScoreSummaryDto {
  if (entityId === RISK_PROFILE_IDS.hScoreZero) return { hScore: 0, isSuccess: true, message: null };
  if (entityId === RISK_PROFILE_IDS.hScoreDanger) return { hScore: 25, isSuccess: true, message: null };
  const rng = new Rng(mix32(seed ^ 0x6873636f, entityId));
  if (entityId === RISK_PROFILE_IDS.hScoreUnavailable || rng.chance(0.08)) {
    return { hScore: null, isSuccess: false, message: 'No H Score is held for this company.' };
  }
  return { hScore: rng.int(4, 99), isSuccess: true, message: null };
}

const ASSESSMENTS = ['Health and safety', 'Environmental', 'Quality', 'Financial', 'Modern slavery', 'Equality and diversity'];
const REQUIREMENTS = ['Public liability insurance', 'Employers liability insurance', 'Health and safety policy', 'Environmental policy', 'Quality policy', 'Modern slavery statement'];
const STATUSES = ['Verified', 'Awaiting review', 'Rejected', 'Expired'];
const FILINGS = ['Annual accounts filed', 'Confirmation statement filed', 'Change of registered office', 'Director appointed', 'Director resigned', 'Mortgage charge registered'];
const TRIBUNALS = ['Unfair dismissal', 'Unlawful deduction from wages', 'Working time regulations', 'Breach of contract'];
const OUTCOMES = ['Dismissed', 'Settled', 'Claim upheld', 'Withdrawn'];
const HSE = ['Improvement notice', 'Prohibition notice', 'Prosecution'];
const HSE_TEXT = ['Inadequate edge protection at height', 'Failure to manage asbestos on site', 'Insufficient welfare facilities', 'Unsafe excavation support'];
const EA = ['Pollution incident', 'Waste permit breach', 'Enforcement undertaking'];
const EA_TEXT = ['Silt discharge into watercourse', 'Unpermitted storage of construction waste', 'Dust emissions beyond permit limits'];

const isoDay = (rng: Rng, fromYear: number, toYear: number) =>
  `${rng.int(fromYear, toYear)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
const byDateDesc = <T,>(key: keyof T) => (a: T, b: T) => String(b[key]).localeCompare(String(a[key]));

/** The risk checker's print data for a supplier named `supplierName` with `companyHouseNumber`. */
export function riskPrintDataOf(seed: number, entityId: number, supplierName: string, companyHouseNumber: string | null): RiskPrintDataDto {
  if (entityId === RISK_PROFILE_IDS.noPrintData) {
    return {
      organisation: null, companyWatchAuditedFinancialData: null, companyWatchRiskScore: null, submissionsAssessmentTypes: null,
      paymentPerformances: null, submissions: null, documentFilingEvents: null, employmentTribunalData: null,
      hseHistories: null, eaEvents: null, riskScoreHistories: null,
    };
  }
  const rng = new Rng(mix32(seed ^ 0x7269736b, entityId));
  // The full-data supplier and the section-missing ones have every (other) section filled.
  const rich = entityId === RISK_PROFILE_IDS.fullData || missingOf.has(entityId);
  const rows = (min: number, max: number) => (rich ? max * 2 : rng.int(min, max));
  const years = [2025, 2024, 2023, 2022, 2021];
  const base = rng.int(400, 40_000) * 1000;
  const series = (scale: number, allowNegative = false): YearValueDto[] =>
    years.map((year, i) => ({
      year,
      value: !rich && rng.chance(0.05) ? null : Math.round(base * scale * (1 - i * 0.06) * (allowNegative && rng.chance(0.2) ? -1 : 1) * (0.85 + rng.float() * 0.3)),
    }));
  const score = rng.int(8, 99);
  const pd = Math.round((1 - score / 100) * 0.35 * 100_000) / 100_000;
  const data: RiskPrintDataDto = {
    organisation: { supplierName, companyHouseNumber, formedYear: rng.int(1950, 2020) },
    companyWatchAuditedFinancialData: {
      distressFlag: score < 25,
      lateFilingFlag: rng.chance(0.15),
      companyHouseStatus: rng.chance(0.9) ? 'Active' : 'Active - proposal to strike off',
      turnovers: series(1),
      pbts: series(0.06, true),
      fixedAssets: series(0.3),
      shortTermLiabilities: series(0.2),
      currentAssets: series(0.35),
      shareholdersFunds: series(0.25, true),
      longTermDebt: series(0.1),
      netWorth: series(0.22, true),
    },
    companyWatchRiskScore: {
      clFinancialHealthScore: score,
      clFinancialHealthScoreLast3Months: Math.max(1, Math.min(100, score + rng.int(-12, 12))),
      oneYearProbabilityDistress: pd,
      oneYearProbabilityDistressMovement3Months: Math.round((rng.float() - 0.5) * 0.04 * 100_000) / 100_000,
    },
    submissionsAssessmentTypes: rng.sample(ASSESSMENTS, rows(2, 5)).map((assessmentType) => ({ assessmentType, count: rng.int(1, 12) })),
    paymentPerformances: Array.from({ length: rows(1, 4) }, (_, i) => ({
      entityId,
      startDate: `${2025 - i}-01-01`,
      endDate: `${2025 - i}-06-30`,
      averageTimeToPay: rng.int(14, 75),
      url: `https://check-payment-practices.service.gov.uk/company/${companyHouseNumber ?? entityId}/reports/${2025 - i}`,
    })),
    submissions: Array.from({ length: rows(2, 8) }, () => ({
      submissionDate: isoDay(rng, 2022, 2026),
      requirement: rng.pick(REQUIREMENTS),
      assessmentDate: rng.chance(0.8) ? isoDay(rng, 2022, 2026) : null,
      status: rng.pick(STATUSES),
    })).sort(byDateDesc('submissionDate')),
    documentFilingEvents: Array.from({ length: rows(1, 6) }, () => ({ eventDate: isoDay(rng, 2019, 2026), description: rng.pick(FILINGS) }))
      .sort(byDateDesc('eventDate')),
    employmentTribunalData: Array.from({ length: rich ? 4 : rng.int(0, 2) }, () => ({
      decisionDate: isoDay(rng, 2016, 2025), jurisdiction: rng.pick(TRIBUNALS), outcome: rng.pick(OUTCOMES),
    })),
    hseHistories: Array.from({ length: rich ? 4 : rng.int(0, 2) }, () => ({ date: isoDay(rng, 2015, 2025), type: rng.pick(HSE), description: rng.pick(HSE_TEXT) })),
    eaEvents: Array.from({ length: rich ? 3 : rng.int(0, 1) }, () => ({ date: isoDay(rng, 2015, 2025), type: rng.pick(EA), description: rng.pick(EA_TEXT) })),
    riskScoreHistories: Array.from({ length: rich ? 24 : 12 }, (_, i) => {
      const s = Math.max(1, Math.min(100, score + rng.int(-15, 15)));
      const month = new Date(Date.UTC(2026, 9 - i, 1)).toISOString().slice(0, 10);
      return { asOfDate: month, clFinancialHealthScore: s, pd: Math.round((1 - s / 100) * 0.35 * 100_000) / 100_000 };
    }),
  };
  return withoutSection(data, missingOf.get(entityId));
}

function withoutSection(data: RiskPrintDataDto, section: RiskSection | undefined): RiskPrintDataDto {
  switch (section) {
    case undefined: return data;
    case 'companyWatchRiskScore': return { ...data, companyWatchRiskScore: null };
    case 'auditedFinancials': return { ...data, companyWatchAuditedFinancialData: null };
    case 'paymentPerformances': return { ...data, paymentPerformances: null };
    case 'submissionsAssessmentTypes': return { ...data, submissionsAssessmentTypes: [] };
    case 'submissions': return { ...data, submissions: null };
    case 'documentFilingEvents': return { ...data, documentFilingEvents: [] };
    case 'employmentTribunalData': return { ...data, employmentTribunalData: null };
    case 'hseAndEaEvents': return { ...data, hseHistories: null, eaEvents: [] };
    case 'riskScoreHistory': return { ...data, riskScoreHistories: null };
  }
}
