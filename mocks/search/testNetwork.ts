/** Small hand-built networks for the search tests (not used by the app). */
import type { SupplierGoalStatus } from '@/services/search/types';
import { udfValue } from '../data/udfValues';
import type { UdfSavedValue } from '@/services/udf/types';
import { getGeography, locationKey } from '../data/geo';
import type { Segment, SegmentMember, SupplierRecord } from '../data/model';
import type { BuyerView } from './engine';
import { buildIndex, type SearchIndex } from './searchIndex';

export interface SupplierSpec {
  id: number;
  name?: string;
  country?: 'GB' | 'IE' | 'FR' | 'BE' | 'ES';
  /** Town of each office (gazetteer name); the first is the head office. */
  towns?: string[];
  /** Explicit office points (override the towns' coordinates). */
  points?: { lat: number; lon: number }[];
  sizeId?: number | null;
  categories?: [id: number, amount: number][];
  goals?: [reference: string, status: SupplierGoalStatus][];
  /** Area-of-operation location keys, e.g. locationKey('GB', 'nuts3', 'West Yorkshire'). */
  areas?: string[];
}

export function supplier(spec: SupplierSpec): SupplierRecord {
  const country = spec.country ?? 'GB';
  const geography = getGeography();
  const towns = spec.towns ?? ['Leeds'];
  const offices = towns.map((town, k) => {
    const place = geography.byKey.get(locationKey(country, 'place', town));
    if (!place) throw new Error(`No town ${town} in ${country}`);
    const point = spec.points?.[k] ?? place.geoLocation;
    return { place, point, head: k === 0 };
  });
  return {
    dto: {
      entityID: spec.id,
      name: spec.name ?? `Supplier ${spec.id}`,
      companyHouseNumber: String(spec.id).padStart(8, '0'),
      registrationNumber: String(spec.id).padStart(8, '0'),
      vatNumber: null,
      offices: offices.map(({ place, head }) => ({
        headOffice: head,
        line1: '1 High Street',
        line2: null,
        line3: null,
        line4: null,
        city: place.value,
        county: place.translatedLocation.parentList[1] ?? null,
        postcode: null,
        region: null,
      })),
      companySize: null,
      contactName: null,
      contactMobile: null,
      contactPhone: null,
      contactEmail: null,
      goals: (spec.goals ?? []).map(([reference, status]) => ({ goal: reference, reference, status, buyerMaturityCode: null, maturityCompliance: status === 'Verified' })),
      orgAccountId: spec.id + 500000,
      parentCompanyId: null,
      countryCode: country,
    },
    companySizeId: spec.sizeId ?? null,
    categories: (spec.categories ?? []).map(([id, amount]) => ({ id, amount })),
    officeGeo: offices.map(({ place, point }) => ({ lat: point.lat, lon: point.lon, keys: place.keys })),
    areaKeys: spec.areas ?? [],
  };
}

export interface TestNetwork {
  index: SearchIndex;
  buyer: BuyerView;
}

export function network(
  specs: SupplierSpec[],
  buyer: { unitIds?: number[]; segments?: Segment[]; members?: SegmentMember[]; udfValues?: Record<number, UdfSavedValue[]> } = {},
): TestNetwork {
  return {
    index: buildIndex(specs.map(supplier)),
    buyer: {
      orgAccountId: 1001,
      unitIds: new Set(buyer.unitIds ?? [2001]),
      segments: buyer.segments ?? [],
      members: buyer.members ?? [],
      udfValues: buyer.udfValues ?? {},
    },
  };
}

/** A hand-built custom-field value for a test network. */
export const udf = (itemId: number, value: Partial<UdfSavedValue>): UdfSavedValue => udfValue(itemId, value);
