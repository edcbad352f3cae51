/**
 * The requirement service's reference data (spec 03 §7 GET /requirement/referencedata/{type}) in the
 * four languages the app speaks: English, then French, Spanish and Dutch. Ids are stable; the lists
 * come back in the server's own (alphabetical, per language) order, so the app's "United Kingdom
 * first" rule is what puts it first. Insurance types 1–4 are the names the profile's insurances
 * (requirement 28, mocks/data/profile/profileRecords.ts) use, so a detail page and the list agree.
 */
import type { Language } from '@/platform/config/types';
import type { ReferenceDataType, ReferenceOption } from '@/services/requirement/referenceDataTypes';

type Names = readonly [en: string, fr: string, es: string, nl: string];
const LANGUAGE_INDEX: Record<Language, number> = { en: 0, fr: 1, es: 2, nl: 3 };

const COMPANY_TYPES: Record<number, Names> = {
  1: ['Private limited company', 'Société à responsabilité limitée', 'Sociedad de responsabilidad limitada', 'Besloten vennootschap'],
  2: ['Public limited company', 'Société anonyme', 'Sociedad anónima', 'Naamloze vennootschap'],
  3: ['Limited liability partnership', 'Société en commandite', 'Sociedad comanditaria', 'Commanditaire vennootschap'],
  4: ['Partnership', 'Société en nom collectif', 'Sociedad colectiva', 'Vennootschap onder firma'],
  5: ['Sole trader', 'Entreprise individuelle', 'Empresario individual', 'Eenmanszaak'],
  6: ['Charity', 'Association caritative', 'Organización benéfica', 'Liefdadigheidsinstelling'],
};

const INSURANCE_TYPES: Record<number, Names> = {
  1: ["Employer's liability", 'Responsabilité civile employeur', 'Responsabilidad civil patronal', 'Werkgeversaansprakelijkheid'],
  2: ['Public liability', 'Responsabilité civile', 'Responsabilidad civil', 'Aansprakelijkheid jegens derden'],
  3: ['Professional indemnity', 'Responsabilité civile professionnelle', 'Responsabilidad civil profesional', 'Beroepsaansprakelijkheid'],
  4: ['Contractors all risks', 'Tous risques chantier', 'Todo riesgo construcción', 'Construction all risks'],
  5: ['Product liability', 'Responsabilité du fait des produits', 'Responsabilidad por productos', 'Productaansprakelijkheid'],
};

const RELATED_COMPANY_TYPES: Record<number, Names> = {
  1: ['Parent company', 'Société mère', 'Sociedad matriz', 'Moedermaatschappij'],
  2: ['Subsidiary', 'Filiale', 'Filial', 'Dochteronderneming'],
  3: ['Sister company', 'Société sœur', 'Empresa hermana', 'Zusteronderneming'],
  4: ['Joint venture partner', 'Partenaire de coentreprise', 'Socio de empresa conjunta', 'Joint-venturepartner'],
};

/** Country 7 is the United Kingdom. */
export const UNITED_KINGDOM_ID = 7;
const LOCATION_COUNTRIES: Record<number, Names> = {
  1: ['Belgium', 'Belgique', 'Bélgica', 'België'],
  2: ['France', 'France', 'Francia', 'Frankrijk'],
  3: ['Germany', 'Allemagne', 'Alemania', 'Duitsland'],
  4: ['Ireland', 'Irlande', 'Irlanda', 'Ierland'],
  5: ['Netherlands', 'Pays-Bas', 'Países Bajos', 'Nederland'],
  6: ['Spain', 'Espagne', 'España', 'Spanje'],
  [UNITED_KINGDOM_ID]: ['United Kingdom', 'Royaume-Uni', 'Reino Unido', 'Verenigd Koninkrijk'],
  8: ['Poland', 'Pologne', 'Polonia', 'Polen'],
  9: ['Portugal', 'Portugal', 'Portugal', 'Portugal'],
  10: ['Italy', 'Italie', 'Italia', 'Italië'],
};

const PERSON_TITLES: Record<number, Names> = {
  1: ['Mr', 'M.', 'Sr.', 'Dhr.'],
  2: ['Mrs', 'Mme', 'Sra.', 'Mevr.'],
  3: ['Ms', 'Mme', 'Sra.', 'Mevr.'],
  4: ['Miss', 'Mlle', 'Srta.', 'Mej.'],
  5: ['Dr', 'Dr', 'Dr.', 'Dr.'],
  6: ['Prof', 'Pr', 'Prof.', 'Prof.'],
};

const PERSON_POSITIONS: Record<number, Names> = {
  1: ['Director', 'Administrateur', 'Consejero', 'Bestuurder'],
  2: ['Managing Director', 'Directeur général', 'Director general', 'Algemeen directeur'],
  3: ['Company Secretary', 'Secrétaire général', 'Secretario de la sociedad', 'Bedrijfssecretaris'],
  4: ['Partner', 'Associé', 'Socio', 'Vennoot'],
  5: ['Finance Director', 'Directeur financier', 'Director financiero', 'Financieel directeur'],
};

const LISTS: Record<ReferenceDataType, Record<number, Names>> = {
  companyType: COMPANY_TYPES,
  insuranceType: INSURANCE_TYPES,
  relatedCompanyType: RELATED_COMPANY_TYPES,
  locationCountry: LOCATION_COUNTRIES,
  personTitle: PERSON_TITLES,
  personPosition: PERSON_POSITIONS,
};

/** Every id of a list (what the record generator picks from). */
export const referenceIds = (type: ReferenceDataType): number[] => Object.keys(LISTS[type]).map(Number);

/** The English name of an id (the record generator and tests). */
export const englishName = (type: ReferenceDataType, id: number): string | undefined => LISTS[type][id]?.[0];

/** The id of an English name, e.g. the profile's insurance type names. */
export const idOfEnglishName = (type: ReferenceDataType, name: string): number | undefined =>
  referenceIds(type).find((id) => LISTS[type][id][0] === name);

/** One list in one language, sorted by name in that language (the server's order, not the app's). */
export function referenceDataOf(type: ReferenceDataType, language: Language): ReferenceOption[] {
  const at = LANGUAGE_INDEX[language];
  return Object.entries(LISTS[type])
    .map(([id, names]) => ({ id: Number(id), name: names[at] || names[0] }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
