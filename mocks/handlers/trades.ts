import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { ProductServiceSearchResponse } from '@/services/trades/types';
import { getTaxonomy, searchLeaves, toFlatItem, toHierarchy } from '../data/taxonomy';
import { endpoint } from './endpoint';
import { badRequest, isObject } from './support';

/** Spec 01 §7, §9: the work category search asks for 50. */
const MAX_PRODUCT_SERVICE_SEARCH_SIZE = 50;

// Both feed the filters' work categories, on the landing page too.
export const tradesHandlers = [
  endpoint({ method: 'get', kind: 'trades', path: '/ProductService/Level1', rule: anyBuyer, landing: true }, () =>
    HttpResponse.json(getTaxonomy().level1),
  ),

  endpoint({ method: 'post', kind: 'trades', path: '/ProductService/search', rule: anyBuyer, landing: true }, async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    if (!isObject(body)) return badRequest('Request body must be an object', 'body');
    const { queryText, categoryIdLevel1, size = MAX_PRODUCT_SERVICE_SEARCH_SIZE, responseShape = 'flat' } = body;
    if (typeof queryText !== 'string') return badRequest('queryText must be text', 'queryText');
    if (!Number.isInteger(categoryIdLevel1)) return badRequest('categoryIdLevel1 must be an integer', 'categoryIdLevel1');
    if (!Number.isInteger(size) || (size as number) < 1 || (size as number) > MAX_PRODUCT_SERVICE_SEARCH_SIZE) {
      return badRequest(`size must be an integer from 1 to ${MAX_PRODUCT_SERVICE_SEARCH_SIZE}`, 'size');
    }
    if (responseShape !== 'flat' && responseShape !== 'hierarchy') return badRequest('responseShape must be flat or hierarchy', 'responseShape');
    const { total, leaves } = searchLeaves(queryText, categoryIdLevel1 as number, size as number);
    const reply: ProductServiceSearchResponse =
      responseShape === 'flat'
        ? { responseShape, totalCount: total, productServices: leaves.map(toFlatItem) }
        : { responseShape, totalCount: total, productServices: toHierarchy(leaves) };
    return HttpResponse.json(reply);
  }),
];
