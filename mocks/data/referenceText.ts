/**
 * The mock platform's reference data in the buyer's other languages, as a real platform answers
 * in the language a call asks for. Keyed by the reference item's id; English is the item's own
 * name in reference.ts. Stage names are keyed by their English wording: stages belong to each
 * segment (fresh ids per segment), but they are named from one shared vocabulary.
 */
import type { Language } from '@/platform/config/types';

export type OtherLanguage = Exclude<Language, 'en'>;
export type Words = Record<OtherLanguage, string>;

const w = (fr: string, es: string, nl: string): Words => ({ fr, es, nl });

/** Platform menu items (claims /menu), by item id. */
export const MENU_TEXT: Record<string, Words> = {
  dashboard: w('Tableau de bord', 'Panel de control', 'Overzicht'),
  'find-suppliers': w('Trouver des fournisseurs', 'Buscar proveedores', 'Leveranciers zoeken'),
  'supply-chain': w("Chaîne d'approvisionnement", 'Cadena de suministro', 'Toeleveringsketen'),
  reports: w('Rapports', 'Informes', 'Rapporten'),
  'download-manager': w('Gestionnaire de téléchargements', 'Gestor de descargas', 'Downloadbeheer'),
};

export const COMPANY_SIZE_TEXT: Record<number, Words> = {
  1: w('Micro-entreprise', 'Microempresa', 'Micro-onderneming'),
  2: w('Petite', 'Pequeña', 'Klein'),
  3: w('Moyenne', 'Mediana', 'Middelgroot'),
  4: w('Grande', 'Grande', 'Groot'),
};

export const SEARCH_TYPE_TEXT: Record<number, Words> = {
  1: w('Tous les fournisseurs', 'Todos los proveedores', 'Alle leveranciers'),
  2: w("Fournisseurs de ma chaîne d'approvisionnement", 'Proveedores de mi cadena de suministro', 'Leveranciers in mijn toeleveringsketen'),
};

export const SEGMENT_TYPE_TEXT: Record<number, Words> = {
  1: w('Segment', 'Segmento', 'Segment'),
  2: w('Projet', 'Proyecto', 'Project'),
  3: w('Bâtiment', 'Edificio', 'Gebouw'),
  4: w('Chantier', 'Obra', 'Locatie'),
  5: w('Ouvrage', 'Activo', 'Object'),
  6: w('SAD', 'SDA', 'DAS'),
  7: w('Accord-cadre', 'Acuerdo marco', 'Raamovereenkomst'),
  8: w('Place de marché', 'Mercado', 'Marktplaats'),
  9: w('Profil partagé', 'Perfil compartido', 'Gedeeld profiel'),
  10: w('Place de marché insulaire', 'Mercado insular', 'Eilandmarktplaats'),
};

export const REASON_CODE_TEXT: Record<number, Words> = {
  1: w('Nouveau fournisseur pour un projet à venir', 'Nuevo proveedor para un próximo proyecto', 'Nieuwe leverancier voor een komend project'),
  2: w('Fournisseur existant pas encore sur la plateforme', 'Proveedor existente que aún no está en la plataforma', 'Bestaande leverancier die nog niet op het platform staat'),
  3: w('Candidature à un accord-cadre ou un SAD', 'Solicitud de acuerdo marco o SDA', 'Aanvraag voor een raamovereenkomst of DAS'),
  4: w("Recommandé par une équipe de chantier", 'Recomendado por un equipo de obra', 'Aanbevolen door een bouwplaatsteam'),
  5: w('Autre', 'Otro', 'Anders'),
};

export const POLICY_TEXT: Record<number, Words> = {
  1: w('Sous-traitant standard', 'Subcontratista estándar', 'Standaard onderaannemer'),
  2: w('Or : travaux d’entreprise principale', 'Oro: obras de contratista principal', 'Goud: werken als hoofdaannemer'),
  3: w('Travaux à haut risque (travail en hauteur, amiante)', 'Trabajos de alto riesgo (trabajo en altura, amianto)', 'Risicovolle werken (werken op hoogte, asbest)'),
  4: w('Accord-cadre du secteur public', 'Acuerdo marco del sector público', 'Raamovereenkomst publieke sector'),
  5: w('Bâtiments à risque élevé (Building Safety Act)', 'Edificios de alto riesgo (Building Safety Act)', 'Gebouwen met hoog risico (Building Safety Act)'),
};

/** Levels by goal id. SSIP schemes (201–206) are scheme names and stay as they are. */
export const GOAL_TEXT: Record<number, Words> = {
  101: w('Bronze', 'Bronce', 'Brons'),
  102: w('Argent', 'Plata', 'Zilver'),
  103: w('Or', 'Oro', 'Goud'),
  104: w('Platine', 'Platino', 'Platina'),
  111: w('Santé et sécurité – standard', 'Salud y seguridad – estándar', 'Gezondheid en veiligheid – standaard'),
  112: w('Santé et sécurité – renforcé', 'Salud y seguridad – reforzado', 'Gezondheid en veiligheid – uitgebreid'),
  121: w('Management environnemental', 'Gestión ambiental', 'Milieumanagement'),
  122: w('Plan de réduction carbone', 'Plan de reducción de carbono', 'CO₂-reductieplan'),
  131: w("Déclaration sur l'esclavage moderne", 'Declaración sobre esclavitud moderna', 'Verklaring moderne slavernij'),
  132: w('Compétence Building Safety Act', 'Competencia Building Safety Act', 'Bekwaamheid Building Safety Act'),
};

/** Goal groups, by their English name (the goals service names groups, it does not number them). */
export const GOAL_GROUP_TEXT: Record<string, Words> = {
  'Membership level': w("Niveau d'adhésion", 'Nivel de afiliación', 'Lidmaatschapsniveau'),
  'Health and safety': w('Santé et sécurité', 'Salud y seguridad', 'Gezondheid en veiligheid'),
  'Environment and sustainability': w('Environnement et durabilité', 'Medio ambiente y sostenibilidad', 'Milieu en duurzaamheid'),
  'Social value': w('Valeur sociale', 'Valor social', 'Maatschappelijke waarde'),
  'Building safety': w('Sécurité des bâtiments', 'Seguridad de los edificios', 'Gebouwveiligheid'),
};

/** Segment stages, by their English name. The French organisation's own stage names are its words, kept as they are. */
export const STAGE_TEXT: Record<string, Words> = {
  Invited: w('Invité', 'Invitado', 'Uitgenodigd'),
  'Pre-qualification': w('Présélection', 'Precalificación', 'Prekwalificatie'),
  'Approved supplier': w('Fournisseur agréé', 'Proveedor aprobado', 'Goedgekeurde leverancier'),
  'Expression of interest': w("Manifestation d'intérêt", 'Manifestación de interés', 'Blijk van belangstelling'),
  Tender: w("Appel d'offres", 'Licitación', 'Aanbesteding'),
  Awarded: w('Attribué', 'Adjudicado', 'Gegund'),
  Mobilised: w('Mobilisé', 'Movilizado', 'Gemobiliseerd'),
  Registered: w('Inscrit', 'Registrado', 'Geregistreerd'),
  'Under review': w("En cours d'examen", 'En revisión', 'In beoordeling'),
  Approved: w('Agréé', 'Aprobado', 'Goedgekeurd'),
};

/** Segment visibility labels (labelTrue / labelFalse). */
export const VISIBILITY_TEXT: Record<'true' | 'false', Words> = {
  true: w('Visible par les fournisseurs', 'Visible para los proveedores', 'Zichtbaar voor leveranciers'),
  false: w('Masqué aux fournisseurs', 'Oculto para los proveedores', 'Verborgen voor leveranciers'),
};

/** The campaign name's suffix after the segment name. */
export const CAMPAIGN_SUFFIX_TEXT: Words = w('invitation de fournisseur', 'invitación de proveedor', 'uitnodiging leverancier');
