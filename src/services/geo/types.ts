/** Location suggestion shapes of GET geo /location/suggest (spec 01 §3 "Location suggestion"). */
export const LOCATION_TYPES = [
  'country',
  'crown dependency',
  'lau1',
  'lau2',
  'nuts1',
  'nuts2',
  'nuts3',
  'outcode',
  'postcode',
  'postcode area',
  'place',
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface LocationParent {
  value: string;
  locationType: LocationType;
}

export interface LocationSuggestion {
  value: string;
  locationType: LocationType;
  geoLocation: GeoPoint;
  /** ISO country code: GB, IE, FR, BE or ES. */
  country: string;
  translatedLocation: {
    /** Parent names, nearest first, e.g. ["West Yorkshire", "Yorkshire and The Humber", "United Kingdom"]. */
    parentList: string[];
    parents: LocationParent[];
  };
}

/** Query of GET geo /location/suggest: q, isocountry and the repeated t. */
export interface LocationSuggestQuery {
  q: string;
  isocountry?: string;
  t?: LocationType[];
}
