import { defineResource } from '@/platform/resource';
import { getDirectors, getDirectorsCount } from './directorsService';
import { getHScoreSummary } from './hScoreService';
import { getRiskReportToken } from './riskTokensService';

/** The supplier's H score summary (spec 02 §2.7, the risk analytics summary). */
export const hScoreSummary = defineResource({
  name: 'analytics/hScoreSummary',
  load: ({ supplierId }: { supplierId: number }, signal) => getHScoreSummary(supplierId, signal),
  transition: true,
});

/** How many directors the company has, by company house number. */
export const companyDirectorsCount = defineResource({
  name: 'analytics/directorsCount',
  load: ({ companyHouseNumber }: { companyHouseNumber: string }, signal) => getDirectorsCount(companyHouseNumber, signal),
  transition: true,
});

/** The company's directors (spec 02 §2.7 "loaded by company house number"). */
export const companyDirectors = defineResource({
  name: 'analytics/directors',
  load: ({ companyHouseNumber }: { companyHouseNumber: string }, signal) => getDirectors(companyHouseNumber, signal),
  transition: true,
});

/** The risk radar report's embed tokens for the supplier. */
export const riskReportToken = defineResource({
  name: 'analytics/riskReportToken',
  load: ({ supplierId }: { supplierId: number }, signal) => getRiskReportToken(supplierId, signal),
});
