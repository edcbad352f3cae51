/**
 * The custom fields of buyer organisation 1001 in its other languages (the udf call carries a
 * languageId). Sections and items by id; options by their English title, since option ids are
 * numbered as the sections are built.
 */
import type { Words } from './referenceText';

const w = (fr: string, es: string, nl: string): Words => ({ fr, es, nl });

export const UDF_SECTION_TEXT: Record<number, Words> = {
  1: w('Gestion des fournisseurs', 'Gestión de proveedores', 'Leveranciersbeheer'),
  2: w('Accords-cadres et conformité', 'Acuerdos marco y cumplimiento', 'Raamovereenkomsten en naleving'),
};

export const UDF_ITEM_TEXT: Record<number, Words> = {
  101: w('Responsable du compte', 'Gestor de cuenta', 'Accountmanager'),
  102: w('Notes pour les métreurs', 'Notas para los presupuestadores', 'Notities voor calculators'),
  103: w('Fournisseur privilégié', 'Proveedor preferente', 'Voorkeursleverancier'),
  104: w("Date de renouvellement de l'assurance", 'Fecha de renovación del seguro', 'Verlengingsdatum verzekering'),
  105: w('Corps de métier agréés', 'Oficios aprobados', 'Goedgekeurde vakgebieden'),
  106: w('Niveau de risque', 'Nivel de riesgo', 'Risiconiveau'),
  107: w('Conditions de paiement', 'Condiciones de pago', 'Betalingstermijn'),
  201: w('Régions desservies', 'Regiones atendidas', 'Bediende regio’s'),
  202: w("Contrôles d'intégration", 'Comprobaciones de incorporación', 'Onboardingcontroles'),
  203: w('Date du dernier audit', 'Fecha de la última auditoría', 'Datum laatste audit'),
  204: w('Code fournisseur interne', 'Código interno de proveedor', 'Interne leverancierscode'),
  205: w('Sur la liste agréée', 'En la lista aprobada', 'Op de goedgekeurde lijst'),
};

export const UDF_OPTION_TEXT: Record<string, Words> = {
  Groundworks: w('Terrassement', 'Movimiento de tierras', 'Grondwerken'),
  Concrete: w('Béton', 'Hormigón', 'Beton'),
  'Steel frame': w('Ossature acier', 'Estructura de acero', 'Staalskelet'),
  Roofing: w('Couverture', 'Cubiertas', 'Dakwerken'),
  Cladding: w('Bardage', 'Revestimiento de fachada', 'Gevelbekleding'),
  Mechanical: w('Génie climatique', 'Instalaciones mecánicas', 'Werktuigbouw'),
  Electrical: w('Électricité', 'Electricidad', 'Elektrotechniek'),
  'Fit-out': w('Aménagement intérieur', 'Acondicionamiento interior', 'Afbouw'),
  Low: w('Faible', 'Bajo', 'Laag'),
  Medium: w('Moyen', 'Medio', 'Gemiddeld'),
  High: w('Élevé', 'Alto', 'Hoog'),
  '30 days': w('30 jours', '30 días', '30 dagen'),
  '45 days': w('45 jours', '45 días', '45 dagen'),
  '60 days': w('60 jours', '60 días', '60 dagen'),
  'North East': w('Nord-Est', 'Noreste', 'Noordoost'),
  'North West': w('Nord-Ouest', 'Noroeste', 'Noordwest'),
  Yorkshire: w('Yorkshire', 'Yorkshire', 'Yorkshire'),
  Midlands: w('Midlands', 'Midlands', 'Midlands'),
  'London and South East': w('Londres et Sud-Est', 'Londres y Sureste', 'Londen en Zuidoost'),
  'South West': w('Sud-Ouest', 'Suroeste', 'Zuidwest'),
  Scotland: w('Écosse', 'Escocia', 'Schotland'),
  Ireland: w('Irlande', 'Irlanda', 'Ierland'),
  'Bank details verified': w('Coordonnées bancaires vérifiées', 'Datos bancarios verificados', 'Bankgegevens gecontroleerd'),
  'Insurance checked': w('Assurance vérifiée', 'Seguro comprobado', 'Verzekering gecontroleerd'),
  'References taken': w('Références obtenues', 'Referencias obtenidas', 'Referenties ingewonnen'),
};
