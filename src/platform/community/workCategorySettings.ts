import type { CommunityCode, CommunitySettings, WorkCategoryColumn, WorkCategorySettings } from '../config/types';

/** Spec 02 §3: the default columns. */
const ALL_COLUMNS: WorkCategoryColumn[] = ['statusName', 'name', 'verifiedOnDate', 'expiryDate', 'notationalValue', 'view'];

/**
 * Spec 03 §1: "In the France and Belgium communities the work category table drops some columns"
 * without naming them. Read here as the notational value (a UK contract-band notion, which the FR and
 * BE communities also switch off in search as `notationValue`) and the verified-on date (those
 * communities verify through their own schemes). A deployment overrides per community in config.json
 * (`communities.XX.workCategories`).
 */
const FRANCE_BELGIUM_COLUMNS: WorkCategoryColumn[] = ['statusName', 'name', 'expiryDate', 'view'];

const DEFAULT_FILTERS: WorkCategorySettings['filters'] = {
  status: true,
  workCategoryType: true,
  expirationStatus: true,
  expiryDateOptions: ['Expiring in 30 days', 'Expiring in 60 days', 'Expiring in 90 days'],
};

const DEFAULTS: Record<CommunityCode, WorkCategorySettings> = {
  GB: { dataColumns: ALL_COLUMNS, filters: DEFAULT_FILTERS },
  IE: { dataColumns: ALL_COLUMNS, filters: DEFAULT_FILTERS },
  ES: { dataColumns: ALL_COLUMNS, filters: DEFAULT_FILTERS },
  FR: { dataColumns: FRANCE_BELGIUM_COLUMNS, filters: DEFAULT_FILTERS },
  BE: { dataColumns: FRANCE_BELGIUM_COLUMNS, filters: DEFAULT_FILTERS },
};

/** The community's work categories settings: its defaults with the configuration's overrides on top. */
export function workCategorySettingsOf(settings: CommunitySettings | null | undefined): WorkCategorySettings {
  const defaults = DEFAULTS[settings?.countryCode ?? 'GB'];
  const own = settings?.workCategories;
  return {
    dataColumns: own?.dataColumns ?? defaults.dataColumns,
    filters: own?.filters ?? defaults.filters,
  };
}
