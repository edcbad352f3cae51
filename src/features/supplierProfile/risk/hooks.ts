import { useResource } from '@/platform/resource';
import { companyDirectors, companyDirectorsCount, hScoreSummary, riskReportToken } from '@/services/analytics/riskResources';
import { riskPrintData } from '@/services/riskChecker/riskPrintResources';

const byHouseNumber = (companyHouseNumber: string | null) => (companyHouseNumber ? { companyHouseNumber } : null);

export const useHScore = (supplierId: number) => useResource(hScoreSummary, { supplierId });
/** Nothing is asked for until the company house number is known. */
export const useDirectorsCount = (companyHouseNumber: string | null) => useResource(companyDirectorsCount, byHouseNumber(companyHouseNumber));
export const useDirectors = (companyHouseNumber: string | null) => useResource(companyDirectors, byHouseNumber(companyHouseNumber));
export const useRiskPrintData = (supplierId: number) => useResource(riskPrintData, { supplierId });
export const useRiskReportToken = (supplierId: number) => useResource(riskReportToken, { supplierId });
