import { lazyScreen, type LazyScreen } from '@/platform/async';

/**
 * The profile's own screens (spec 02 §2.2), each a lazy chunk shown in the profile layout's outlet
 * (supplierRouteTree.tsx); the compliance and connections areas' screens are listed there.
 */
export const profileScreens = {
  overview: lazyScreen(() => import('@/features/supplierProfile/tabs/overview/OverviewScreen'), 'OverviewScreen'),
  summary: lazyScreen(() => import('@/features/supplierProfile/tabs/summary/SummaryScreen'), 'SummaryScreen'),
  issues: lazyScreen(() => import('@/features/supplierProfile/tabs/issues/IssuesScreen'), 'IssuesScreen'),
  projectConnection: lazyScreen(() => import('@/features/compliance/connections/ProjectConnectionScreen'), 'ProjectConnectionScreen'),
  documents: lazyScreen(() => import('@/features/supplierProfile/tabs/documents/DocumentsScreen'), 'DocumentsScreen'),
  notes: lazyScreen(() => import('@/features/supplierProfile/tabs/notes/NotesScreen'), 'NotesScreen'),
  customFields: lazyScreen(() => import('@/features/supplierProfile/tabs/customFields/CustomFieldsScreen'), 'CustomFieldsScreen'),
  contacts: lazyScreen(() => import('@/features/supplierProfile/tabs/contacts/ContactsScreen'), 'ContactsScreen'),
  reminderHistory: lazyScreen(() => import('@/features/supplierProfile/tabs/reminderHistory/ReminderHistoryScreen'), 'ReminderHistoryScreen'),
  riskAnalytics: lazyScreen(() => import('@/features/supplierProfile/risk/RiskAnalyticsSummaryScreen'), 'RiskAnalyticsSummaryScreen'),
  riskRadar: lazyScreen(() => import('@/features/supplierProfile/risk/RiskRadarScreen'), 'RiskRadarScreen'),
  print: lazyScreen(() => import('@/features/supplierProfile/print/PrintScreen'), 'PrintScreen'),
} satisfies Record<string, LazyScreen>;
