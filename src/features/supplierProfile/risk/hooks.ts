import { createResourceHook } from '@/platform/async';
import {
  directorsCountResource, directorsResource, hScoreResource, riskPrintDataResource, riskReportTokenResource,
} from './riskResources';

export const useHScore = createResourceHook(hScoreResource);
export const useDirectorsCount = createResourceHook(directorsCountResource);
export const useDirectors = createResourceHook(directorsResource);
export const useRiskPrintData = createResourceHook(riskPrintDataResource);
export const useRiskReportToken = createResourceHook(riskReportTokenResource);
