import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { compliantUntil, expiryItems } from '@/lib/compliantUntil';
import { greatCircleDistance } from '@/lib/distance';
import { useResource } from '@/platform/resource';
import { supplierCertificates } from '@/services/certificates/certificatesResources';
import { complianceDetails } from '@/services/compliance/complianceDetailsResources';
import { buyerConnections, connectionDetailsList } from '@/services/compliance/connectionsResources';
import { supplierGoals } from '@/services/compliance/goalsResources';
import { goalStatusText, workCategoryStatusText } from '@/services/compliance/statusText';
import { workCategories } from '@/services/compliance/workCategoriesResources';
import { locationSuggestions } from '@/services/geo/geoResources';
import type { LocationSuggestion } from '@/services/geo/types';
import { insurances } from '@/services/requirement/requirementResources';
import { supplierDetails } from '@/services/supplier/supplierResources';
import type { SupplierGoalDto } from '@/services/compliance/types';
import type { CompareColumn, SupplierFacts } from './compareRules';
import type { SearchOrigin } from './useSearchContext';

/** Turnover is not always a finite number on the wire (null, or "NaN"): anything else reads as unknown. */
const finite = (value: number | string | null | undefined): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

export interface SupplierColumnRead {
  column: CompareColumn;
  /** Known as soon as the supplier's details arrive (the column's heading), before its other sources. */
  name: string | null;
  retry: () => void;
}

/**
 * Everything one supplier's column shows, each source an entry of the one resource layer (shared with
 * the profile and compliance screens that read the same supplier). The column is loaded when all have
 * arrived, failed when any has failed (Try again asks again for the ones that failed), loading otherwise.
 */
/** The supplier's head-office town ("Town, County") as the geo service places it: the same name, in the same county when it says. */
function placeOf(suggestions: readonly LocationSuggestion[] | null, location: string | null) {
  const [town, county] = (location ?? '').split(',').map((part) => part.trim().toLocaleLowerCase());
  const same = (suggestions ?? []).filter((s) => s.value.toLocaleLowerCase() === town);
  return (county ? same.find((s) => s.translatedLocation.parentList.some((p) => p.toLocaleLowerCase() === county)) : undefined) ?? same[0] ?? null;
}

export function useSupplierColumn(supplierId: number, policyId: number | null, origin: SearchOrigin | null = null): SupplierColumnRead {
  const { t } = useTranslation('compare');
  const args = { supplierId };
  const details = useResource(supplierDetails, args);
  const goals = useResource(supplierGoals, args);
  const requirements = useResource(complianceDetails, args);
  const certificates = useResource(supplierCertificates, args);
  const insured = useResource(insurances, args);
  const categories = useResource(workCategories, args);
  const connections = useResource(buyerConnections, args);
  const policyRows = useResource(connectionDetailsList, policyId === null ? null : { supplierId, compliancePolicyId: policyId });
  // Distance is measured to the head office's town; when the town cannot be placed (or the geo service fails) it reads "-", the column still loads.
  const town = origin && details.data?.location ? details.data.location.split(',')[0].trim() : '';
  const places = useResource(locationSuggestions, town ? { q: town, isocountry: details.data?.countryCode ?? null, t: ['place'] } : null);
  const place = placeOf(places.data, details.data?.location ?? null);
  const distance = origin && place ? greatCircleDistance(origin.point, { lat: place.geoLocation.lat, lon: place.geoLocation.lon }, origin.unit) : null;
  const placing = town !== '' && places.status !== 'loaded' && places.status !== 'error';

  const sources = [details, goals, requirements, certificates, insured, categories, connections, ...(policyId === null ? [] : [policyRows])];
  const failed = sources.filter((s) => s.status === 'error');
  const ready = sources.every((s) => s.data !== null) && !placing;

  const facts = useMemo((): SupplierFacts | null => {
    if (!details.data || !goals.data || !requirements.data || !certificates.data || !insured.data || !categories.data || !connections.data) return null;
    if (policyId !== null && !policyRows.data) return null;
    const overview = details.data.overview;
    const until = compliantUntil(expiryItems({ requirements: requirements.data, certificates: certificates.data, insurances: insured.data, workCategories: categories.data }));
    const held = (g: SupplierGoalDto) => ({ name: g.goalName, statusName: goalStatusText(g, (key) => t(key)), isCompliant: g.isCompliant });
    return {
      id: supplierId,
      name: details.data.tradeName || details.data.name,
      location: details.data.location,
      distance,
      companySize: overview.companySize,
      employees: finite(overview.numberOfEmployees),
      turnover: finite(overview.turnover),
      levels: goals.data.filter((g) => !g.isSsip).map(held),
      ssip: goals.data.filter((g) => g.isSsip).map(held),
      compliantUntil: until?.expiryDate ?? null,
      connections: connections.data.length,
      workCategories: categories.data.map((w) => ({ name: w.name, statusName: workCategoryStatusText(w.statusName, (key) => t(key)), isCompliant: w.isCompliant })),
      policyRows: policyId === null ? null : policyRows.data,
    };
  }, [t, supplierId, policyId, distance, details.data, goals.data, requirements.data, certificates.data, insured.data, categories.data, connections.data, policyRows.data]);

  const status = failed.length > 0 ? 'error' : ready && facts ? 'loaded' : 'loading';
  const column = useMemo((): CompareColumn => (
    status === 'loaded' && facts ? { id: supplierId, status, facts } : { id: supplierId, status: status === 'error' ? 'error' : 'loading' }
  ), [status, facts, supplierId]);
  const name = details.data ? details.data.tradeName || details.data.name : null;
  // Try again asks again only for the sources that failed; a stable function, so a column's reader reports only on change.
  const failedNow = useRef(failed);
  useEffect(() => {
    failedNow.current = failed;
  });
  const retry = useCallback(() => failedNow.current.forEach((s) => s.retry()), []);
  return useMemo(() => ({ column, name, retry }), [column, name, retry]);
}
