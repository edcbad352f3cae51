import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/platform/config/types';
import { REFERENCE_DATA_TYPES, type ReferenceDataType } from '@/services/requirement/referenceDataTypes';
import { englishName, idOfEnglishName, referenceDataOf, referenceIds, UNITED_KINGDOM_ID } from './detailReferenceData';

const TYPES = Object.keys(REFERENCE_DATA_TYPES) as ReferenceDataType[];

describe('requirement reference data (mock)', () => {
  it('has every list the service asks for, with ids 1…n', () => {
    expect(TYPES.map((type) => [type, referenceIds(type).length])).toEqual([
      ['companyType', 6], ['insuranceType', 5], ['relatedCompanyType', 4], ['locationCountry', 10], ['personTitle', 6], ['personPosition', 5],
    ]);
    for (const type of TYPES) expect(referenceIds(type)).toEqual(referenceIds(type).map((_, i) => i + 1));
  });

  it('country 7 is the United Kingdom in all four languages; the server list is alphabetical, so it is not first', () => {
    expect(englishName('locationCountry', UNITED_KINGDOM_ID)).toBe('United Kingdom');
    const uk = { en: 'United Kingdom', fr: 'Royaume-Uni', es: 'Reino Unido', nl: 'Verenigd Koninkrijk' };
    for (const language of LANGUAGES) {
      const countries = referenceDataOf('locationCountry', language);
      expect(countries.find((c) => c.id === UNITED_KINGDOM_ID)?.name).toBe(uk[language]);
      expect(countries[0].id).not.toBe(UNITED_KINGDOM_ID);
    }
    expect(referenceDataOf('locationCountry', 'en').map((c) => c.name)).toEqual([
      'Belgium', 'France', 'Germany', 'Ireland', 'Italy', 'Netherlands', 'Poland', 'Portugal', 'Spain', 'United Kingdom',
    ]);
  });

  it.each(LANGUAGES)('every list in %s names each id once, sorted in that language', (language) => {
    for (const type of TYPES) {
      const list = referenceDataOf(type, language);
      expect(list.map((o) => o.id).sort((a, b) => a - b)).toEqual(referenceIds(type));
      expect(list.every((o) => o.name.trim().length > 0)).toBe(true);
      const names = list.map((o) => o.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, language)));
    }
  });

  it('speaks each language: French, Spanish and Dutch names differ from the English', () => {
    expect(referenceDataOf('companyType', 'fr').find((o) => o.id === 1)?.name).toBe('Société à responsabilité limitée');
    expect(referenceDataOf('insuranceType', 'es').find((o) => o.id === 2)?.name).toBe('Responsabilidad civil');
    expect(referenceDataOf('personPosition', 'nl').find((o) => o.id === 1)?.name).toBe('Bestuurder');
  });

  it('insurance types 1–4 are the profile’s insurance names, found back by English name', () => {
    expect([1, 2, 3, 4].map((id) => englishName('insuranceType', id))).toEqual([
      "Employer's liability", 'Public liability', 'Professional indemnity', 'Contractors all risks',
    ]);
    expect(idOfEnglishName('insuranceType', 'Public liability')).toBe(2);
    expect(idOfEnglishName('insuranceType', 'Unknown cover')).toBeUndefined();
    expect(englishName('insuranceType', 999)).toBeUndefined();
  });
});
