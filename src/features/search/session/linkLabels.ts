import { getGoals } from '@/services/goals/goalsService';
import type { GoalDto } from '@/services/goals/types';
import { suggestLocations } from '@/services/geo/geoService';
import { getFacets, getTaxonomy } from '@/services/search/searchService';
import type { CompanySizeOption, FilterCopy, FilterEntry } from '@/services/search/types';
import type { ProductServiceNode } from '@/services/trades/types';
import { getSegments } from '@/services/supplyChain/supplyChainService';
import { getUdfSections } from '@/services/udf/udfService';
import type { UdfItem } from '@/services/udf/types';
import { PLATFORM_LANGUAGE_IDS } from '@/platform/i18n/languageIds';
import type { Language } from '@/platform/config/types';
import { workCategoryLabel } from '../filters/model/labels';

/**
 * A shared results link (f=) names its filters by id; whatever chip text it carries is anyone's to
 * write. Its entries' filterCopy is therefore thrown away here and rebuilt from the query and the
 * platform's reference data, as the filters screen would have made it (issue 34 item 10); the link's
 * place name is used only as a search hint that the geo service must confirm. Only the reference a link's filters need is asked for, once each.
 * A filter the reference data no longer holds keeps an empty title: the chip then says so
 * (useEntryLabel) instead of showing a label nobody can check.
 */
export interface LinkLabelContext {
  language: Language;
  /** The community's title-case rule for work categories (spec 01 §6). */
  variantId: number | undefined;
}

type Query = Record<string, unknown>;
const queryOf = (entry: FilterEntry): Query => (entry.query ?? {}) as Query;
const numberIn = (query: Query, key: string) => (typeof query[key] === 'number' ? (query[key] as number) : null);
const textIn = (query: Query, key: string) => (typeof query[key] === 'string' ? (query[key] as string) : null);

/** Each reference list is fetched at most once per link, and only when one of its filters is there. */
function once<T>(load: () => Promise<T>): () => Promise<T | null> {
  let value: Promise<T | null> | null = null;
  return () =>
    (value ??= load().catch((error: unknown) => {
      console.warn('Reference data for a shared link’s filter labels failed to load', error);
      return null;
    }));
}

function workCategoryIndex(roots: ProductServiceNode[]) {
  const index = new Map<number, { name: string; nameLevel1: string; nameLevel2: string }>();
  for (const l1 of roots)
    for (const l2 of l1.SubCategories ?? [])
      for (const leaf of l2.Services ?? []) index.set(leaf.Id, { name: leaf.Name, nameLevel1: l1.Name, nameLevel2: l2.Name });
  return index;
}

const LOCATION_TOLERANCE = 0.01;

export async function labelLinkFilters(entries: FilterEntry[], context: LinkLabelContext): Promise<FilterEntry[]> {
  const taxonomy = once(async () => workCategoryIndex((await getTaxonomy()).productServices));
  const companySizes = once(async () => (await getFacets()).companySizes);
  const goals = once(async () => [...(await getGoals('FSLevelFilter')), ...(await getGoals('FSLevelFilterSC'))]);
  const udfItems = once(async () => (await getUdfSections(PLATFORM_LANGUAGE_IDS[context.language])).items.flatMap((s) => s.items));
  const segmentsOf = new Map<number, () => Promise<{ id: number; name: string }[] | null>>();
  const segments = (orgUnitId: number) => {
    if (!segmentsOf.has(orgUnitId)) segmentsOf.set(orgUnitId, once(async () => (await getSegments(orgUnitId)).items));
    return segmentsOf.get(orgUnitId)!();
  };
  const searchTypeQuery = queryOf(entries.find((e) => e.id === 'searchType') ?? ({ query: {} } as FilterEntry));
  const orgUnitId = numberIn(searchTypeQuery, 'OrgUnitAccountId');

  async function copyFor(entry: FilterEntry, hint: FilterCopy | undefined): Promise<FilterCopy | undefined> {
    const query = queryOf(entry);
    switch (entry.id) {
      case 'productServicesIDs': {
        const item = (await taxonomy())?.get(numberIn(query, 'Id') ?? NaN);
        if (!item) return { title: '' };
        const label = (name: string) => workCategoryLabel(name, context.variantId);
        const min = numberIn(query, 'MinValue');
        const max = numberIn(query, 'MaxValue');
        return {
          title: label(item.name), Name: label(item.name), nameLevel1: item.nameLevel1, nameLevel2: item.nameLevel2, nameLevel3: item.name,
          MinValue: min ?? 'unset', MaxValue: max ?? 'unset',
        };
      }
      case 'office':
      case 'areasOfOperation': {
        const place = textIn(query, 'Value') ?? '';
        return { title: place, locationDetail: place };
      }
      case 'office.distance': {
        const place = await placeAt(query, hint?.postcode ?? hint?.title);
        return place ? { title: place, postcode: place, locationDetail: place } : { title: '' };
      }
      case 'enterpriseCategoryTypeID': {
        const size = (await companySizes())?.find((s: CompanySizeOption) => s.id === numberIn(query, 'Id'));
        return { title: size?.name ?? '' };
      }
      case 'goals':
      case 'ssipgoals': {
        const goal = (await goals())?.find((g: GoalDto) => g.reference === textIn(query, 'GoalReference'));
        return { title: goal?.name ?? '' };
      }
      case 'supplychain.grouping':
      case 'supplychain.groupingstage': {
        const segmentId = numberIn(query, 'GroupingId');
        const segment = orgUnitId === null ? undefined : (await segments(orgUnitId))?.find((s) => s.id === segmentId);
        if (!segment) return { title: '' };
        // The stage and status are the query itself: what is searched is what the chip says.
        const parts = entry.id === 'supplychain.groupingstage' ? [textIn(query, 'StageDisplayName'), textIn(query, 'StatusName')] : [];
        return { title: [segment.name, ...parts].filter(Boolean).join(' · ') };
      }
      case 'udf': {
        const item = (await udfItems())?.find((i: UdfItem) => i.id === numberIn(query, 'udfItemId'));
        if (!item) return { title: '' };
        const option = item.items.find((o) => o.id === numberIn(query, 'udfItemValueId'));
        return { title: option ? `${item.title}: ${option.title}` : item.title, sectionId: item.sectionId };
      }
      default:
        return undefined;
    }
  }

  /** The link's place name is kept only when the geo service puts that place at the query's point. */
  async function placeAt(query: Query, hint: string | undefined): Promise<string> {
    const latitude = numberIn(query, 'latitude');
    const longitude = numberIn(query, 'longitude');
    if (!hint || latitude === null || longitude === null) return '';
    const found = await suggestLocations({ q: hint.slice(0, 100) }).catch(() => []);
    const match = found.find(
      (s) => Math.abs(s.geoLocation.lat - latitude) <= LOCATION_TOLERANCE && Math.abs(s.geoLocation.lon - longitude) <= LOCATION_TOLERANCE,
    );
    return match?.value ?? '';
  }

  /** A goal filter also names its goal in options and group: those come from the goal too. */
  async function goalParts(entry: FilterEntry): Promise<Partial<FilterEntry>> {
    if (entry.id !== 'goals' && entry.id !== 'ssipgoals') return {};
    const goal = (await goals())?.find((g: GoalDto) => g.reference === textIn(queryOf(entry), 'GoalReference'));
    if (!goal) return { options: undefined, group: undefined };
    return {
      options: [{ id: goal.id, name: goal.name, customOptions: { reference: goal.reference, maturityLevel: goal.maturityLevel } }],
      group: goal.groupName,
    };
  }

  return Promise.all(
    entries.map(async ({ filterCopy: hint, ...rest }) => {
      const entry = rest as FilterEntry;
      const [copy, parts] = await Promise.all([copyFor(entry, hint), goalParts(entry)]);
      return { ...entry, ...parts, ...(copy ? { filterCopy: copy } : {}) } as FilterEntry;
    }),
  );
}
