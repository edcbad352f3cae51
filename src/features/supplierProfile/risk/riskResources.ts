import { createKeyedResource } from '@/platform/async';
import { getDirectors, getDirectorsCount } from '@/services/analytics/directorsService';
import { getHScoreSummary } from '@/services/analytics/hScoreService';
import type { EmbedTokenResponse } from '@/services/analytics/issueReportTypes';
import type { DirectorDto, DirectorsCountDto, HScoreSummaryDto } from '@/services/analytics/riskTypes';
import { getRiskReportToken } from '@/services/analytics/riskTokensService';
import { getRiskPrintData } from '@/services/riskChecker/riskPrintService';
import type { RiskPrintDataDto } from '@/services/riskChecker/types';
import type { ProfileRoot } from '../profileRoot';

/** The H score summary, per supplierId. */
export const hScoreResource = createKeyedResource<number, HScoreSummaryDto, ProfileRoot>({
  name: 'supplierProfile/risk/hScore',
  load: (id, signal) => getHScoreSummary(id, signal),
});

/** The directors count, per company house number. */
export const directorsCountResource = createKeyedResource<string, DirectorsCountDto, ProfileRoot>({
  name: 'supplierProfile/risk/directorsCount',
  load: (houseNumber, signal) => getDirectorsCount(houseNumber, signal),
});

/** The directors, per company house number (spec 02 §2.7 "loaded by company house number"). */
export const directorsResource = createKeyedResource<string, DirectorDto[], ProfileRoot>({
  name: 'supplierProfile/risk/directors',
  load: (houseNumber, signal) => getDirectors(houseNumber, signal),
});

/** The risk checker's print data, per supplierId: the PDF and the radar's data view. */
export const riskPrintDataResource = createKeyedResource<number, RiskPrintDataDto, ProfileRoot>({
  name: 'supplierProfile/risk/printData',
  load: (id, signal) => getRiskPrintData(id, signal),
});

/** The risk radar's embed tokens, per supplierId. */
export const riskReportTokenResource = createKeyedResource<number, EmbedTokenResponse, ProfileRoot>({
  name: 'supplierProfile/risk/reportToken',
  load: (id, signal) => getRiskReportToken(id, signal),
});
