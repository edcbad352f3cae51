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

/** Country 7 is the United Kingdom. */
export const UNITED_KINGDOM_ID = 7;

/**
 * Every list, table-driven: row i of a list is id i + 1, so ids stay stable as long as rows are only appended; each
 * row names the item in LANGUAGE_INDEX order (en, fr, es, nl).
 */
const LISTS: Record<ReferenceDataType, readonly Names[]> = {
  companyType: [
    ['Private limited company', 'Société à responsabilité limitée', 'Sociedad de responsabilidad limitada', 'Besloten vennootschap'],
    ['Public limited company', 'Société anonyme', 'Sociedad anónima', 'Naamloze vennootschap'],
    ['Limited liability partnership', 'Société en commandite', 'Sociedad comanditaria', 'Commanditaire vennootschap'],
    ['Partnership', 'Société en nom collectif', 'Sociedad colectiva', 'Vennootschap onder firma'],
    ['Sole trader', 'Entreprise individuelle', 'Empresario individual', 'Eenmanszaak'],
    ['Charity', 'Association caritative', 'Organización benéfica', 'Liefdadigheidsinstelling'],
  ],
  insuranceType: [
    ["Employer's liability", 'Responsabilité civile employeur', 'Responsabilidad civil patronal', 'Werkgeversaansprakelijkheid'],
    ['Public liability', 'Responsabilité civile', 'Responsabilidad civil', 'Aansprakelijkheid jegens derden'],
    ['Professional indemnity', 'Responsabilité civile professionnelle', 'Responsabilidad civil profesional', 'Beroepsaansprakelijkheid'],
    ['Contractors all risks', 'Tous risques chantier', 'Todo riesgo construcción', 'Construction all risks'],
    ['Product liability', 'Responsabilité du fait des produits', 'Responsabilidad por productos', 'Productaansprakelijkheid'],
  ],
  relatedCompanyType: [
    ['Parent company', 'Société mère', 'Sociedad matriz', 'Moedermaatschappij'],
    ['Subsidiary', 'Filiale', 'Filial', 'Dochteronderneming'],
    ['Sister company', 'Société sœur', 'Empresa hermana', 'Zusteronderneming'],
    ['Joint venture partner', 'Partenaire de coentreprise', 'Socio de empresa conjunta', 'Joint-venturepartner'],
  ],
  locationCountry: [
    ['Belgium', 'Belgique', 'Bélgica', 'België'],
    ['France', 'France', 'Francia', 'Frankrijk'],
    ['Germany', 'Allemagne', 'Alemania', 'Duitsland'],
    ['Ireland', 'Irlande', 'Irlanda', 'Ierland'],
    ['Netherlands', 'Pays-Bas', 'Países Bajos', 'Nederland'],
    ['Spain', 'Espagne', 'España', 'Spanje'],
    ['United Kingdom', 'Royaume-Uni', 'Reino Unido', 'Verenigd Koninkrijk'], // UNITED_KINGDOM_ID
    ['Poland', 'Pologne', 'Polonia', 'Polen'],
    ['Portugal', 'Portugal', 'Portugal', 'Portugal'],
    ['Italy', 'Italie', 'Italia', 'Italië'],
  ],
  personTitle: [
    ['Mr', 'M.', 'Sr.', 'Dhr.'],
    ['Mrs', 'Mme', 'Sra.', 'Mevr.'],
    ['Ms', 'Mme', 'Sra.', 'Mevr.'],
    ['Miss', 'Mlle', 'Srta.', 'Mej.'],
    ['Dr', 'Dr', 'Dr.', 'Dr.'],
    ['Prof', 'Pr', 'Prof.', 'Prof.'],
  ],
  personPosition: [
    ['Director', 'Administrateur', 'Consejero', 'Bestuurder'],
    ['Managing Director', 'Directeur général', 'Director general', 'Algemeen directeur'],
    ['Company Secretary', 'Secrétaire général', 'Secretario de la sociedad', 'Bedrijfssecretaris'],
    ['Partner', 'Associé', 'Socio', 'Vennoot'],
    ['Finance Director', 'Directeur financier', 'Director financiero', 'Financieel directeur'],
  ],
};

/** Every id of a list (what the record generator picks from). */
export const referenceIds = (type: ReferenceDataType): number[] => LISTS[type].map((_, index) => index + 1);

/** The English name of an id (the record generator and tests). */
export const englishName = (type: ReferenceDataType, id: number): string | undefined => LISTS[type][id - 1]?.[0];

/** The id of an English name, e.g. the profile's insurance type names. */
export const idOfEnglishName = (type: ReferenceDataType, name: string): number | undefined =>
  referenceIds(type).find((id) => LISTS[type][id - 1][0] === name);

/** One list in one language, sorted by name in that language (the server's order, not the app's). */
export function referenceDataOf(type: ReferenceDataType, language: Language): ReferenceOption[] {
  const at = LANGUAGE_INDEX[language];
  return LISTS[type]
    .map((names, index) => ({ id: index + 1, name: names[at] || names[0] }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
