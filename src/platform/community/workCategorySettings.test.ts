import { describe, expect, it } from 'vitest';
import rawConfig from '../../../public/config.json';
import { parseConfig } from '../config/parseConfig';
import { workCategorySettingsOf } from './workCategorySettings';

const clone = () => structuredClone(rawConfig) as Record<string, unknown>;
const communities = (raw: Record<string, unknown>) => raw.communities as Record<string, Record<string, unknown>>;

describe('work categories settings (spec 02 §3 workCategories.dataColumns, spec 03 §1)', () => {
  it('shows every default column; France and Belgium drop the notational value and verified-on date', () => {
    const result = parseConfig(clone());
    if (!result.ok) throw new Error(result.key);
    const { GB, IE, ES, FR, BE } = result.config.communities;
    const all = ['statusName', 'name', 'verifiedOnDate', 'expiryDate', 'notationalValue', 'view'];
    expect(workCategorySettingsOf(GB).dataColumns).toEqual(all);
    expect(workCategorySettingsOf(IE).dataColumns).toEqual(all);
    expect(workCategorySettingsOf(ES).dataColumns).toEqual(all);
    expect(workCategorySettingsOf(FR).dataColumns).toEqual(['statusName', 'name', 'expiryDate', 'view']);
    expect(workCategorySettingsOf(BE).dataColumns).toEqual(['statusName', 'name', 'expiryDate', 'view']);
    expect(workCategorySettingsOf(GB).filters.expiryDateOptions).toEqual(['Expiring in 30 days', 'Expiring in 60 days', 'Expiring in 90 days']);
  });

  it('a deployment overrides them per community in config.json', () => {
    const raw = clone();
    communities(raw).GB.workCategories = { dataColumns: ['name', 'view'], filters: { status: false, expiryDateOptions: ['Expiring in 14 days'] } };
    const result = parseConfig(raw);
    if (!result.ok) throw new Error(result.key);
    const settings = workCategorySettingsOf(result.config.communities.GB);
    expect(settings.dataColumns).toEqual(['name', 'view']);
    expect(settings.filters).toEqual({ status: false, workCategoryType: true, expirationStatus: true, expiryDateOptions: ['Expiring in 14 days'] });
  });

  it('names an unknown column', () => {
    const raw = clone();
    communities(raw).FR.workCategories = { dataColumns: ['name', 'colour'] };
    expect(parseConfig(raw)).toMatchObject({ ok: false, key: 'communities.FR.workCategories.dataColumns' });
  });
});
