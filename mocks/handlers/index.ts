import type { RequestHandler } from 'msw';
import { faultHandlers } from '../faults';
import { accountSearchHandlers } from './accountSearch';
import { adminHandlers } from './admin';
import { claimsHandlers } from './claims';
import { companySearchHandlers } from './companySearch';
import { entityReferencesHandlers } from './entityReferences';
import { entityNotesHandlers } from './entityNotes';
import { remindersHandlers } from './reminders';
import { consultNoticesHandlers } from './consultNotices';
import { connectionsHandlers } from './connections';
import { issueReportHandlers } from './issueReport';
import { riskHandlers } from './risk';
import { documentsHandlers } from './documents';
import { geoHandlers } from './geo';
import { inviteHandlers } from './invite';
import { goalsHandlers } from './goals';
import { logoHandlers } from './logo';
import { onboardingHandlers } from './onboarding';
import { policyHandlers } from './policy';
import { searchHandlers } from './search';
import { savedSearchesHandlers } from './savedSearches';
import { profileRecordsHandlers } from './profileRecords';
import { requirementDetailsHandlers } from './requirementDetails';
import { requirementPagesHandlers } from './requirementPages';
import { publicProfileHandlers } from './publicProfile';
import { supplierHandlers } from './supplier';
import { supplierTabsHandlers } from './supplierTabs';
import { supplyChainHandlers } from './supplyChain';
import { tradesHandlers } from './trades';
import { udfHandlers } from './udf';
import { workCategoriesHandlers } from './workCategories';
import { covidHandlers } from './covid';

/** Every handler of the mock platform, shared by the browser worker, vitest and the Node server. */
export const handlers: RequestHandler[] = [
  // First, so a registered fault answers before the real handler (see mocks/faults.ts).
  ...faultHandlers,
  ...claimsHandlers,
  ...logoHandlers,
  ...searchHandlers,
  ...savedSearchesHandlers,
  ...tradesHandlers,
  ...goalsHandlers,
  ...geoHandlers,
  ...supplyChainHandlers,
  ...policyHandlers,
  ...adminHandlers,
  ...accountSearchHandlers,
  ...udfHandlers,
  ...entityReferencesHandlers,
  ...companySearchHandlers,
  ...onboardingHandlers,
  ...inviteHandlers,
  // Compliance requirement pages (spec 03), with requirements 24 and 28 (the profile's areas of operation and insurances).
  ...requirementPagesHandlers,
  // Supplier profile (spec 02)
  ...supplierHandlers,
  ...supplierTabsHandlers,
  ...publicProfileHandlers,
  ...profileRecordsHandlers,
  ...entityNotesHandlers,
  ...remindersHandlers,
  ...consultNoticesHandlers,
  ...issueReportHandlers,
  ...riskHandlers,
  ...documentsHandlers,
  ...requirementDetailsHandlers,
  // Compliance (spec 03): work categories and COVID-19 (issue 16)
  ...workCategoriesHandlers,
  ...covidHandlers,
  ...connectionsHandlers,
];
