/**
 * A three-level construction work-category taxonomy. Level 1 id 3 is the default community's tree;
 * 1782 (French) and 1132 (Dutch) are translations of it whose level-2 and level-3 ids differ but
 * stand for the same work: a supplier holding an English leaf is found by its French or Dutch twin.
 * Ids 4 and 5 are two smaller English trees.
 */
import type { Level1Category, ProductServiceFlatItem, ProductServiceNode } from '@/services/trades/types';

type Names = [en: string, fr: string, nl: string];

const CONSTRUCTION: [Names, Names[]][] = [
  [['Groundworks', 'Terrassement', 'Grondwerken'], [
    ['Excavation', 'Excavation', 'Uitgraving'],
    ['Site clearance', 'Débroussaillage et nettoyage de site', 'Bouwrijp maken'],
    ['Piling', 'Pieux et fondations profondes', 'Heiwerken'],
    ['Drainage', 'Drainage', 'Drainage'],
    ['Land remediation', 'Dépollution des sols', 'Bodemsanering'],
    ['Earthworks', 'Travaux de terre', 'Grondverzet'],
    ['Ground investigation', 'Études géotechniques', 'Grondonderzoek'],
    ['Retaining walls', 'Murs de soutènement', 'Keermuren'],
  ]],
  [['Concrete works', 'Travaux de béton', 'Betonwerken'], [
    ['In-situ concrete frames', 'Structures en béton coulé sur place', 'Ter plaatse gestort betonskelet'],
    ['Precast concrete', 'Béton préfabriqué', 'Prefab beton'],
    ['Reinforcement', 'Ferraillage', 'Wapening'],
    ['Formwork', 'Coffrage', 'Bekisting'],
    ['Concrete repair', 'Réparation du béton', 'Betonherstel'],
    ['Screeding', 'Chapes', 'Dekvloeren'],
    ['Post-tensioning', 'Post-tension', 'Nagespannen beton'],
    ['Concrete pumping', 'Pompage de béton', 'Betonpompen'],
  ]],
  [['Structural steelwork', 'Charpente métallique', 'Staalconstructie'], [
    ['Steel frame erection', 'Montage de structures acier', 'Montage staalskelet'],
    ['Steel fabrication', 'Fabrication métallique', 'Staalbouw fabricage'],
    ['Metal decking', 'Bacs acier collaborants', 'Staalplaatvloeren'],
    ['Fire protection to steel', 'Protection incendie des structures', 'Brandwerende bekleding staal'],
    ['Balustrades and handrails', 'Garde-corps et main courantes', 'Balustrades en leuningen'],
    ['Staircases', 'Escaliers métalliques', 'Stalen trappen'],
    ['Light gauge steel framing', 'Ossature acier légère', 'Lichte staalbouw'],
    ['Welding', 'Soudure', 'Laswerk'],
  ]],
  [['Masonry', 'Maçonnerie', 'Metselwerk'], [
    ['Brickwork', 'Briquetage', 'Metselwerk baksteen'],
    ['Blockwork', 'Maçonnerie de blocs', 'Blokkenmetselwerk'],
    ['Stonemasonry', 'Taille de pierre', 'Natuursteenwerk'],
    ['Repointing', 'Rejointoiement', 'Voegwerk'],
    ['Chimney works', 'Travaux de cheminée', 'Schoorsteenwerken'],
    ['Heritage masonry restoration', 'Restauration de maçonnerie ancienne', 'Restauratie historisch metselwerk'],
    ['Wall ties', 'Agrafes de mur', 'Spouwankers'],
    ['Glass block walls', 'Murs en briques de verre', 'Glazen bouwstenen'],
  ]],
  [['Roofing', 'Couverture', 'Dakwerken'], [
    ['Pitched roofing', 'Toitures en pente', 'Hellende daken'],
    ['Flat roofing', 'Toitures-terrasses', 'Platte daken'],
    ['Slating and tiling', 'Ardoises et tuiles', 'Leien en pannen'],
    ['Green roofs', 'Toitures végétalisées', 'Groendaken'],
    ['Lead work', 'Plomberie de couverture', 'Loodwerk'],
    ['Roof lights', 'Lanterneaux', 'Lichtkoepels'],
    ['Guttering', 'Gouttières', 'Dakgoten'],
    ['Single-ply membranes', 'Membranes monocouches', 'Kunststof dakbedekking'],
  ]],
  [['Cladding and façades', 'Bardage et façades', 'Gevelbekleding'], [
    ['Curtain walling', 'Murs-rideaux', 'Vliesgevels'],
    ['Rainscreen cladding', 'Bardage rapporté', 'Geventileerde gevels'],
    ['External wall insulation', 'Isolation thermique par l’extérieur', 'Gevelisolatie'],
    ['Render', 'Enduits de façade', 'Gevelpleister'],
    ['Timber cladding', 'Bardage bois', 'Houten gevelbekleding'],
    ['Façade remediation', 'Mise en conformité des façades', 'Gevelsanering'],
    ['Brise soleil', 'Brise-soleil', 'Zonwering'],
    ['Glazing', 'Vitrerie', 'Beglazing'],
  ]],
  [['Carpentry and joinery', 'Menuiserie', 'Timmerwerk'], [
    ['First fix carpentry', 'Menuiserie de gros œuvre', 'Ruwbouwtimmerwerk'],
    ['Second fix carpentry', 'Menuiserie de finition', 'Afbouwtimmerwerk'],
    ['Timber frame', 'Ossature bois', 'Houtskeletbouw'],
    ['Bespoke joinery', 'Menuiserie sur mesure', 'Maatwerk schrijnwerk'],
    ['Doors and ironmongery', 'Portes et quincaillerie', 'Deuren en hang- en sluitwerk'],
    ['Windows', 'Fenêtres', 'Ramen'],
    ['Kitchen fitting', 'Pose de cuisines', 'Keukenmontage'],
    ['Fire doors', 'Portes coupe-feu', 'Branddeuren'],
  ]],
  [['Interior finishes', 'Finitions intérieures', 'Binnenafwerking'], [
    ['Drylining', 'Plâtrerie sèche', 'Droge afbouw'],
    ['Plastering', 'Plâtrerie', 'Stukadoorswerk'],
    ['Suspended ceilings', 'Faux plafonds', 'Systeemplafonds'],
    ['Painting and decorating', 'Peinture et décoration', 'Schilderwerk'],
    ['Floor finishes', 'Revêtements de sol', 'Vloerafwerking'],
    ['Tiling', 'Carrelage', 'Tegelwerk'],
    ['Partitions', 'Cloisons', 'Scheidingswanden'],
    ['Raised access floors', 'Planchers techniques', 'Verhoogde computervloeren'],
  ]],
  [['Mechanical services', 'Génie climatique', 'Werktuigbouwkundige installaties'], [
    ['Heating installation', 'Installation de chauffage', 'Verwarmingsinstallatie'],
    ['Ventilation', 'Ventilation', 'Ventilatie'],
    ['Air conditioning', 'Climatisation', 'Airconditioning'],
    ['Plumbing', 'Plomberie', 'Sanitair'],
    ['Heat pumps', 'Pompes à chaleur', 'Warmtepompen'],
    ['Gas installation', 'Installation gaz', 'Gasinstallatie'],
    ['Pipework', 'Tuyauterie', 'Leidingwerk'],
    ['Building management systems', 'Gestion technique du bâtiment', 'Gebouwbeheersystemen'],
  ]],
  [['Electrical services', 'Électricité', 'Elektrotechnische installaties'], [
    ['Electrical installation', 'Installation électrique', 'Elektrische installatie'],
    ['Lighting', 'Éclairage', 'Verlichting'],
    ['Fire alarms', 'Alarmes incendie', 'Brandmeldinstallaties'],
    ['Data cabling', 'Câblage informatique', 'Datanetwerken'],
    ['Security systems', 'Systèmes de sécurité', 'Beveiligingssystemen'],
    ['EV charging points', 'Bornes de recharge', 'Laadpalen'],
    ['Solar PV', 'Photovoltaïque', 'Zonnepanelen'],
    ['High voltage works', 'Travaux haute tension', 'Hoogspanningswerken'],
  ]],
  [['Civil engineering', 'Génie civil', 'Burgerlijke bouwkunde'], [
    ['Highways', 'Voirie', 'Wegenbouw'],
    ['Bridges', 'Ponts', 'Bruggen'],
    ['Tunnelling', 'Tunnels', 'Tunnelbouw'],
    ['Rail infrastructure', 'Infrastructure ferroviaire', 'Spoorinfrastructuur'],
    ['Water and wastewater', 'Eau et assainissement', 'Water en afvalwater'],
    ['Marine works', 'Travaux maritimes', 'Waterbouw'],
    ['Utilities', 'Réseaux', 'Nutsvoorzieningen'],
    ['Surfacing', 'Revêtements routiers', 'Asfaltering'],
  ]],
  [['Demolition', 'Démolition', 'Sloopwerken'], [
    ['Soft strip', 'Curage', 'Strippen'],
    ['Structural demolition', 'Démolition de structures', 'Constructieve sloop'],
    ['Asbestos removal', 'Désamiantage', 'Asbestsanering'],
    ['Dismantling', 'Déconstruction', 'Demontage'],
    ['Concrete cutting', 'Sciage du béton', 'Betonzagen'],
    ['Waste management', 'Gestion des déchets', 'Afvalbeheer'],
    ['Explosive demolition', 'Démolition à l’explosif', 'Springwerken'],
    ['Recycling of aggregates', 'Recyclage des granulats', 'Recycling granulaten'],
  ]],
  [['Scaffolding and access', 'Échafaudage et accès', 'Steigerbouw en toegang'], [
    ['Tube and fitting scaffolding', 'Échafaudage tubes et colliers', 'Buis-koppelingssteigers'],
    ['System scaffolding', 'Échafaudage multidirectionnel', 'Systeemsteigers'],
    ['Temporary roofs', 'Toitures provisoires', 'Noodoverkappingen'],
    ['Mast climbers', 'Plates-formes sur mât', 'Mastklimmers'],
    ['Rope access', 'Travaux sur cordes', 'Touwtoegang'],
    ['Edge protection', 'Protections de rive', 'Randbeveiliging'],
    ['Hoists', 'Monte-charges', 'Bouwliften'],
    ['Crane hire', 'Location de grues', 'Kraanverhuur'],
  ]],
  [['Landscaping and external works', 'Aménagements extérieurs', 'Buitenaanleg'], [
    ['Soft landscaping', 'Espaces verts', 'Groenaanleg'],
    ['Hard landscaping', 'Aménagements minéraux', 'Verhardingen'],
    ['Fencing', 'Clôtures', 'Omheiningen'],
    ['Paving', 'Pavage', 'Bestrating'],
    ['Play areas', 'Aires de jeux', 'Speeltuinen'],
    ['Tree surgery', 'Élagage', 'Boomverzorging'],
    ['Sports surfaces', 'Sols sportifs', 'Sportvloeren'],
    ['Street furniture', 'Mobilier urbain', 'Straatmeubilair'],
  ]],
  [['Fire protection', 'Protection incendie', 'Brandbeveiliging'], [
    ['Passive fire protection', 'Protection passive', 'Passieve brandbeveiliging'],
    ['Sprinkler systems', 'Sprinklers', 'Sprinklerinstallaties'],
    ['Fire stopping', 'Calfeutrement coupe-feu', 'Brandwerende doorvoeren'],
    ['Smoke ventilation', 'Désenfumage', 'Rookbeheersing'],
    ['Dry and wet risers', 'Colonnes sèches et humides', 'Stijgleidingen'],
    ['Fire risk assessment', 'Évaluation des risques incendie', 'Brandrisicobeoordeling'],
    ['Emergency lighting', 'Éclairage de sécurité', 'Noodverlichting'],
    ['Fire extinguishers', 'Extincteurs', 'Brandblussers'],
  ]],
  [['Specialist works', 'Travaux spécialisés', 'Specialistische werken'], [
    ['Lifts and escalators', 'Ascenseurs et escaliers mécaniques', 'Liften en roltrappen'],
    ['Waterproofing', 'Étanchéité', 'Waterdichting'],
    ['Damp proofing', 'Traitement de l’humidité', 'Vochtbestrijding'],
    ['Acoustic insulation', 'Isolation acoustique', 'Akoestische isolatie'],
    ['Modular buildings', 'Constructions modulaires', 'Modulaire gebouwen'],
    ['Cleanrooms', 'Salles blanches', 'Cleanrooms'],
    ['Swimming pools', 'Piscines', 'Zwembaden'],
    ['Signage', 'Signalétique', 'Signalisatie'],
  ]],
];

const FACILITIES: [string, string[]][] = [
  ['Planned maintenance', ['Building fabric maintenance', 'Gutter cleaning', 'Roof maintenance', 'Redecoration programmes', 'Window maintenance', 'Door maintenance']],
  ['Reactive repairs', ['Emergency call-out', 'Glazing repairs', 'Plumbing repairs', 'Electrical repairs', 'Drain unblocking', 'Lock repairs']],
  ['Cleaning services', ['Office cleaning', 'Window cleaning', 'Builders cleans', 'High-level cleaning', 'Graffiti removal', 'Washroom services']],
  ['Grounds maintenance', ['Grass cutting', 'Winter gritting', 'Hedge cutting', 'Weed control', 'Litter picking', 'Pest control']],
  ['Statutory compliance', ['Legionella control', 'Gas safety inspections', 'Electrical testing', 'Lift inspections', 'Asbestos surveys', 'Fire door inspections']],
];

const PROFESSIONAL: [string, string[]][] = [
  ['Design', ['Architecture', 'Structural engineering design', 'Building services design', 'Landscape architecture', 'Interior design', 'BIM coordination']],
  ['Surveying', ['Quantity surveying', 'Building surveying', 'Land surveying', 'Party wall surveying', 'Measured building surveys', 'Dilapidations']],
  ['Project management', ['Project management', 'Principal designer', 'Clerk of works', 'Contract administration', 'Programme management', 'Cost management']],
  ['Environmental consultancy', ['Ecology surveys', 'Energy assessments', 'BREEAM assessment', 'Noise and vibration', 'Air quality', 'Flood risk assessment']],
  ['Health and safety consultancy', ['CDM advice', 'Safety audits', 'Training', 'Occupational hygiene', 'Temporary works design', 'Accident investigation']],
];

export interface TaxonomyLeaf {
  id: number;
  /** The English leaf this one translates (itself for English leaves). */
  canonicalId: number;
  name: string;
  level2Id: number;
  level2Name: string;
  level1Id: number;
  level1Name: string;
}

export interface Taxonomy {
  level1: Level1Category[];
  trees: ProductServiceNode[];
  leaves: TaxonomyLeaf[];
  /** English leaves suppliers may hold. */
  canonicalLeaves: TaxonomyLeaf[];
  leafById: Map<number, TaxonomyLeaf>;
  /** For a canonical leaf: every id a filter could use to mean it (its twins, their level 2 and level 1). */
  filterIdsOf: Map<number, number[]>;
}

function build(): Taxonomy {
  const level1: Level1Category[] = [
    { id: 3, displayName: 'Construction works and services' },
    { id: 4, displayName: 'Facilities management and maintenance' },
    { id: 5, displayName: 'Professional services' },
    { id: 1782, displayName: 'Travaux et services de construction' },
    { id: 1132, displayName: 'Bouwwerken en diensten' },
  ];
  const leaves: TaxonomyLeaf[] = [];
  const trees: ProductServiceNode[] = [];
  const langs: { level1Id: number; lang: 0 | 1 | 2; level2Base: number; leafBase: number }[] = [
    { level1Id: 3, lang: 0, level2Base: 200, leafBase: 10000 },
    { level1Id: 1782, lang: 1, level2Base: 2200, leafBase: 30000 },
    { level1Id: 1132, lang: 2, level2Base: 4200, leafBase: 50000 },
  ];
  for (const { level1Id, lang, level2Base, leafBase } of langs) {
    const level1Name = level1.find((l) => l.id === level1Id)!.displayName;
    const node: ProductServiceNode = { Id: level1Id, Name: level1Name, SubCategories: [] };
    let n = 0;
    CONSTRUCTION.forEach(([l2Names, leafNames], k) => {
      const level2Id = level2Base + k;
      const sub: ProductServiceNode = { Id: level2Id, Name: l2Names[lang], Services: [] };
      for (const names of leafNames) {
        const id = leafBase + n;
        leaves.push({ id, canonicalId: 10000 + n, name: names[lang], level2Id, level2Name: l2Names[lang], level1Id, level1Name });
        sub.Services!.push({ Id: id, Name: names[lang] });
        n++;
      }
      node.SubCategories!.push(sub);
    });
    trees.push(node);
  }
  const english: [number, number, number, [string, string[]][]][] = [
    [4, 300, 12000, FACILITIES],
    [5, 400, 14000, PROFESSIONAL],
  ];
  for (const [level1Id, level2Base, leafBase, sections] of english) {
    const level1Name = level1.find((l) => l.id === level1Id)!.displayName;
    const node: ProductServiceNode = { Id: level1Id, Name: level1Name, SubCategories: [] };
    let n = 0;
    sections.forEach(([l2Name, leafNames], k) => {
      const level2Id = level2Base + k;
      const sub: ProductServiceNode = { Id: level2Id, Name: l2Name, Services: [] };
      for (const name of leafNames) {
        const id = leafBase + n++;
        leaves.push({ id, canonicalId: id, name, level2Id, level2Name: l2Name, level1Id, level1Name });
        sub.Services!.push({ Id: id, Name: name });
      }
      node.SubCategories!.push(sub);
    });
    trees.push(node);
  }
  const leafById = new Map(leaves.map((l) => [l.id, l]));
  const canonicalLeaves = leaves.filter((l) => l.id === l.canonicalId);
  const filterIdsOf = new Map<number, number[]>();
  for (const leaf of leaves) {
    const ids = filterIdsOf.get(leaf.canonicalId) ?? [];
    ids.push(leaf.id, leaf.level2Id, leaf.level1Id);
    filterIdsOf.set(leaf.canonicalId, ids);
  }
  return { level1, trees, leaves, canonicalLeaves, leafById, filterIdsOf };
}

let taxonomy: Taxonomy | null = null;
export function getTaxonomy(): Taxonomy {
  taxonomy ??= build();
  return taxonomy;
}

export function toFlatItem(leaf: TaxonomyLeaf): ProductServiceFlatItem {
  return {
    id: leaf.id,
    name: leaf.name,
    nameLevel1: leaf.level1Name,
    nameLevel2: leaf.level2Name,
    nameLevel3: leaf.name,
    categoryIdLevel1: leaf.level1Id,
  };
}

/** The type-ahead: leaves of one level-1 tree whose own or section name contains the text. */
export function searchLeaves(queryText: string, level1Id: number, size: number): { total: number; leaves: TaxonomyLeaf[] } {
  const needle = queryText.trim().toLowerCase();
  const hits = getTaxonomy().leaves.filter(
    (l) =>
      l.level1Id === level1Id &&
      (l.name.toLowerCase().includes(needle) || l.level2Name.toLowerCase().includes(needle)),
  );
  const starts = (l: TaxonomyLeaf) => (l.name.toLowerCase().startsWith(needle) ? 0 : l.name.toLowerCase().includes(needle) ? 1 : 2);
  hits.sort((a, b) => starts(a) - starts(b) || a.name.localeCompare(b.name));
  return { total: hits.length, leaves: hits.slice(0, size) };
}

/** Groups leaves back into level 1 > level 2 > services, for responseShape "hierarchy". */
export function toHierarchy(leaves: TaxonomyLeaf[]): ProductServiceNode[] {
  const roots = new Map<number, ProductServiceNode>();
  const subs = new Map<number, ProductServiceNode>();
  for (const leaf of leaves) {
    let root = roots.get(leaf.level1Id);
    if (!root) roots.set(leaf.level1Id, (root = { Id: leaf.level1Id, Name: leaf.level1Name, SubCategories: [] }));
    let sub = subs.get(leaf.level2Id);
    if (!sub) {
      subs.set(leaf.level2Id, (sub = { Id: leaf.level2Id, Name: leaf.level2Name, Services: [] }));
      root.SubCategories!.push(sub);
    }
    sub.Services!.push({ Id: leaf.id, Name: leaf.name });
  }
  return [...roots.values()];
}
