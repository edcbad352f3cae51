/**
 * The mock geography: countries, NUTS regions, counties/départements/provinces, towns (from the
 * GeoNames-derived gazetteer in gazetteer/places.json), UK postcode areas, outcodes and full postcodes.
 * Every location has a key; an office or an area of operation is described by the keys of the
 * location and of everything that contains it, which is what the search filters match on.
 */
import type { LocationParent, LocationSuggestion, LocationType } from '@/services/geo/types';
import placesJson from './gazetteer/places.json';
import { Rng } from './prng';
import type { GazetteerPlace } from './gazetteer/place';

export type { GazetteerPlace };

export type CountryCode = GazetteerPlace['countryCode'];
export const COUNTRY_CODES: CountryCode[] = ['GB', 'IE', 'FR', 'BE', 'ES'];

export const PLACES = placesJson as GazetteerPlace[];

export const COUNTRY_NAMES: Record<CountryCode, string> = {
  GB: 'United Kingdom',
  IE: 'Ireland',
  FR: 'France',
  BE: 'Belgium',
  ES: 'Spain',
};

/** Roughly the middle of each country, for the country-level suggestion. */
const COUNTRY_CENTRES: Record<CountryCode, [number, number]> = {
  GB: [54.0, -2.5],
  IE: [53.2, -8.0],
  FR: [46.6, 2.4],
  BE: [50.6, 4.6],
  ES: [40.2, -3.6],
};

export interface Locality extends LocationSuggestion {
  key: string;
  /** Keys of the locality and of every locality containing it, itself first. */
  keys: string[];
}

export const locationKey = (country: string, type: LocationType, value: string) =>
  `${country.toUpperCase()}|${type}|${value.trim().toLowerCase()}`;

export interface Geography {
  localities: Locality[];
  byKey: Map<string, Locality>;
  /** A town's own locality, by "GB|Leeds". */
  placeLocality: Map<string, Locality>;
  /** Outcodes and full postcodes per town ("GB|Leeds"). */
  outcodesOf: Map<string, Locality[]>;
  postcodesOf: Map<string, Locality[]>;
}

const placeId = (p: GazetteerPlace) => `${p.countryCode}|${p.name}`;

function build(): Geography {
  const localities: Locality[] = [];
  const byKey = new Map<string, Locality>();
  const sums = new Map<string, { lat: number; lon: number; n: number }>();

  function add(
    country: CountryCode,
    type: LocationType,
    value: string,
    lat: number,
    lon: number,
    parents: Locality[],
  ): Locality {
    const key = locationKey(country, type, value);
    const existing = byKey.get(key);
    if (existing) {
      const s = sums.get(key)!;
      s.lat += lat;
      s.lon += lon;
      s.n += 1;
      return existing;
    }
    const parentList: LocationParent[] = parents.map((p) => ({ value: p.value, locationType: p.locationType }));
    const locality: Locality = {
      key,
      keys: [key, ...(parents[0]?.keys ?? [])],
      value,
      locationType: type,
      geoLocation: { lat, lon },
      country,
      translatedLocation: { parentList: parentList.map((p) => p.value), parents: parentList },
    };
    localities.push(locality);
    byKey.set(key, locality);
    sums.set(key, { lat, lon, n: 1 });
    return locality;
  }

  const countries = new Map<CountryCode, Locality>();
  for (const code of COUNTRY_CODES) {
    const [lat, lon] = COUNTRY_CENTRES[code];
    countries.set(code, add(code, 'country', COUNTRY_NAMES[code], lat, lon, []));
  }
  // Country centres are fixed; the regions' coordinates are the mean of their towns.
  for (const code of COUNTRY_CODES) sums.delete(locationKey(code, 'country', COUNTRY_NAMES[code]));

  const placeLocality = new Map<string, Locality>();
  const outcodesOf = new Map<string, Locality[]>();
  const postcodesOf = new Map<string, Locality[]>();
  const rng = new Rng(0x9e0);
  const areas = new Map<string, Locality>();

  for (const p of PLACES) {
    const country = countries.get(p.countryCode)!;
    let chain: Locality[] = [country];
    if (p.crownDependency) {
      chain = [add(p.countryCode, 'crown dependency', p.crownDependency, p.lat, p.lon, [])];
    } else {
      if (p.nuts1) chain = [add(p.countryCode, 'nuts1', p.nuts1, p.lat, p.lon, chain), ...chain];
      if (p.nuts2) chain = [add(p.countryCode, 'nuts2', p.nuts2, p.lat, p.lon, chain), ...chain];
      if (p.nuts3) chain = [add(p.countryCode, 'nuts3', p.nuts3, p.lat, p.lon, chain), ...chain];
    }
    // The town is also its local administrative unit: a district (lau1) in GB, a commune/municipality (lau2) elsewhere.
    const lauType: LocationType = p.countryCode === 'GB' ? 'lau1' : 'lau2';
    if (!p.crownDependency) chain = [add(p.countryCode, lauType, p.name, p.lat, p.lon, chain), ...chain];
    const place = add(p.countryCode, 'place', p.name, p.lat, p.lon, chain);
    placeLocality.set(placeId(p), place);

    const outcodes: Locality[] = [];
    const postcodes: Locality[] = [];
    p.outcodes.forEach((outcode, i) => {
      const area = outcode.match(/^[A-Z]+/)![0];
      if (!areas.has(area)) areas.set(area, add(p.countryCode, 'postcode area', area, p.lat, p.lon, [place]));
      // The first outcode sits in the town centre; others within about 3 km of it.
      const lat = i === 0 ? p.lat : p.lat + (rng.float() - 0.5) * 0.05;
      const lon = i === 0 ? p.lon : p.lon + (rng.float() - 0.5) * 0.08;
      const out = add(p.countryCode, 'outcode', outcode, lat, lon, [areas.get(area)!]);
      // An outcode lies in its postcode area and in its own town (areas such as M span several towns).
      out.keys = [out.key, areas.get(area)!.key, ...place.keys];
      outcodes.push(out);
      for (let k = 0; k < 8; k++) {
        const postcode = `${outcode} ${rng.int(1, 9)}${unitLetters(rng)}`;
        if (byKey.has(locationKey(p.countryCode, 'postcode', postcode))) continue;
        // Full postcodes lie within about 700 m of their outcode.
        const pc = add(p.countryCode, 'postcode', postcode, lat + (rng.float() - 0.5) * 0.012, lon + (rng.float() - 0.5) * 0.018, [out]);
        pc.keys = [pc.key, ...out.keys];
        postcodes.push(pc);
      }
    });
    outcodesOf.set(placeId(p), outcodes);
    postcodesOf.set(placeId(p), postcodes);
  }

  // Regions sit at the mean of their towns; towns, outcodes and postcodes keep their own points.
  for (const [key, s] of sums) {
    const loc = byKey.get(key)!;
    if (['nuts1', 'nuts2', 'nuts3', 'crown dependency'].includes(loc.locationType) && s.n > 1) {
      loc.geoLocation = { lat: round5(s.lat / s.n), lon: round5(s.lon / s.n) };
    }
  }
  return { localities, byKey, placeLocality, outcodesOf, postcodesOf };
}

/** The inward code's letters never use C, I, K, M, O or V. */
const UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
function unitLetters(rng: Rng): string {
  return UNIT_LETTERS[rng.int(0, UNIT_LETTERS.length - 1)] + UNIT_LETTERS[rng.int(0, UNIT_LETTERS.length - 1)];
}

const round5 = (v: number) => Math.round(v * 1e5) / 1e5;

let geography: Geography | null = null;
/** Built once; the geography does not depend on the network's seed. */
export function getGeography(): Geography {
  geography ??= build();
  return geography;
}

export function placeKey(p: GazetteerPlace): string {
  return placeId(p);
}

export const EARTH_RADIUS = { miles: 3958.7613, km: 6371.0088 } as const;

/** Great-circle distance in the given unit. */
export function haversine(lat1: number, lon1: number, lat2: number, lon2: number, radius: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Suggestions for GET /location/suggest: prefix matches first, then substring matches. */
export function suggestLocations(q: string, isocountry: string | null, types: LocationType[], limit = 20): LocationSuggestion[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [];
  const country = isocountry?.toUpperCase() === 'UK' ? 'GB' : isocountry?.toUpperCase();
  const typeSet = types.length ? new Set(types) : null;
  const prefix: Locality[] = [];
  const contains: Locality[] = [];
  for (const loc of getGeography().localities) {
    if (country && loc.country !== country) continue;
    if (typeSet && !typeSet.has(loc.locationType)) continue;
    const value = loc.value.toLowerCase();
    if (value.startsWith(needle)) prefix.push(loc);
    else if (value.includes(needle)) contains.push(loc);
  }
  const order = (a: Locality, b: Locality) => a.value.length - b.value.length || a.value.localeCompare(b.value);
  return [...prefix.sort(order), ...contains.sort(order)].slice(0, limit).map(toSuggestion);
}

export function toSuggestion({ value, locationType, geoLocation, country, translatedLocation }: Locality): LocationSuggestion {
  return { value, locationType, geoLocation: { ...geoLocation }, country, translatedLocation };
}
