/**
 * A supplier's locations (spec 02 §3 "Location"), generated lazily by id and cached: the offices
 * the search network knows first (the head office is the primary one), then further sites in the
 * same country up to the profile's `locationCount` (0 and 120 for the awkward suppliers).
 */
import type { LocationDto } from '@/services/supplier/profileTabTypes';
import type { Network, SupplierRecord } from '../model';
import { COUNTRY_CODES, COUNTRY_NAMES, PLACES, type CountryCode } from '../geo';
import { BUSINESS_PARKS, STREETS } from '../names';
import { Rng, mix32 } from '../prng';
import { profileOf } from './supplierProfile';

const LOCATIONS_SALT = 0x10ca7e;
/** locationTypeId: 1 head office, 2 branch or depot. */
const HEAD_OFFICE = 1;
const BRANCH = 2;

let cacheFor: Network | null = null;
const cache = new Map<number, LocationDto[]>();

const countryOf = (code: string): CountryCode => (COUNTRY_CODES.includes(code as CountryCode) ? (code as CountryCode) : 'GB');

/** Every location of supplier `entityId` in stored order, or null when no such supplier exists. */
export function locationsOf(network: Network, entityId: number): LocationDto[] | null {
  if (cacheFor !== network) {
    cache.clear();
    cacheFor = network;
  }
  const cached = cache.get(entityId);
  if (cached) return cached;
  const profile = profileOf(network, entityId);
  if (!profile) return null;
  const locations = generate(network.seed, profile.supplier, profile.locationCount);
  cache.set(entityId, locations);
  return locations;
}

function generate(seed: number, supplier: SupplierRecord, count: number): LocationDto[] {
  const { dto } = supplier;
  const rng = new Rng(mix32(seed ^ LOCATIONS_SALT, dto.entityID));
  const country = countryOf(dto.countryCode);
  const known: LocationDto[] = dto.offices.map((office) => ({
    addressLine1: office.line1,
    addressLine2: office.line2,
    county: office.county,
    city: office.city,
    postCode: office.postcode,
    country: COUNTRY_NAMES[country],
    locationTypeId: office.headOffice ? HEAD_OFFICE : BRANCH,
    isPrimary: office.headOffice,
  }));
  const places = PLACES.filter((p) => p.countryCode === country);
  const locations = known.slice(0, count);
  while (locations.length < count) {
    const place = rng.pick(places);
    const outcode = place.outcodes.length > 0 ? rng.pick(place.outcodes) : null;
    locations.push({
      addressLine1: rng.chance(0.4) ? rng.pick(BUSINESS_PARKS[country]) : `${rng.int(1, 240)} ${rng.pick(STREETS[country])}`,
      addressLine2: rng.chance(0.3) ? rng.pick(STREETS[country]) : null,
      county: place.nuts3,
      city: place.name,
      postCode: outcode ? `${outcode} ${rng.int(1, 9)}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}` : null,
      country: COUNTRY_NAMES[country],
      locationTypeId: BRANCH,
      isPrimary: false,
    });
  }
  if (locations.length > 0 && !locations.some((l) => l.isPrimary)) locations[0] = { ...locations[0], isPrimary: true, locationTypeId: HEAD_OFFICE };
  return locations;
}
