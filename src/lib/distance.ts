import type { DistanceUnit } from '@/platform/config/types';

export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_RADIUS = { km: 6371.0088, miles: 3958.7613 } as const;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in the community's unit (miles by default, spec 01 §1). */
export function greatCircleDistance(a: LatLon, b: LatLon, unit: DistanceUnit = 'miles'): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS[unit] * Math.asin(Math.min(1, Math.sqrt(h)));
}
