import type { CommunityCode, CommunitySettings, ProfileVisibility } from '../config/types';

/** Everything shown: the GB and IE communities. */
const ALL_SHOWN: ProfileVisibility = {
  summaryTab: true,
  issuesTab: true,
  workCategoriesTab: true,
  contactsTab: true,
  reminderHistoryTab: true,
  riskRadarTab: true,
  companySizeTile: true,
  employeesTile: true,
  turnoverTile: true,
  locationsTable: true,
  riskSummary: true,
  print: true,
  certificates: true,
  downloadComplianceStatement: true,
  zip: true,
  reference: true,
  suspension: true,
  europeVariant: false,
  requirementValidFrom: true,
  connectionsContent: true,
  reminderHistoryReskin: false,
};

/**
 * The spec names a "Europe variant" without saying which communities use it: read here as the
 * continental ones (FR, BE, ES). A deployment overrides any key per community in config.json
 * (`communities.XX.profile`).
 */
const DEFAULTS: Record<CommunityCode, ProfileVisibility> = {
  GB: ALL_SHOWN,
  IE: ALL_SHOWN,
  FR: { ...ALL_SHOWN, europeVariant: true },
  BE: { ...ALL_SHOWN, europeVariant: true },
  ES: { ...ALL_SHOWN, europeVariant: true },
};

/** The community's profile visibility: its defaults with the configuration's overrides on top. */
export function profileVisibilityOf(settings: CommunitySettings | null | undefined): ProfileVisibility {
  if (!settings) return ALL_SHOWN;
  return { ...DEFAULTS[settings.countryCode], ...settings.profile };
}
