import { http, HttpResponse } from 'msw';
import type { ProductServiceSearchResponse } from '@/services/trades/types';
import { getTaxonomy, searchLeaves, toFlatItem, toHierarchy } from '../data/taxonomy';
import { mockPath } from '../paths';
import { badRequest, caller, isObject } from './support';

export const tradesHandlers = [
  http.get(mockPath('trades', '/ProductService/Level1'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    return HttpResponse.json(getTaxonomy().level1);
  }),

  http.post(mockPath('trades', '/ProductService/search'), async ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const body: unknown = await request.json().catch(() => null);
    if (!isObject(body)) return badRequest('Request body must be an object', 'body');
    const { queryText, categoryIdLevel1, size = 50, responseShape = 'flat' } = body;
    if (typeof queryText !== 'string') return badRequest('queryText must be text', 'queryText');
    if (!Number.isInteger(categoryIdLevel1)) return badRequest('categoryIdLevel1 must be an integer', 'categoryIdLevel1');
    if (!Number.isInteger(size) || (size as number) < 1) return badRequest('size must be a positive integer', 'size');
    if (responseShape !== 'flat' && responseShape !== 'hierarchy') return badRequest('responseShape must be flat or hierarchy', 'responseShape');
    const { total, leaves } = searchLeaves(queryText, categoryIdLevel1 as number, size as number);
    const reply: ProductServiceSearchResponse =
      responseShape === 'flat'
        ? { responseShape, totalCount: total, productServices: leaves.map(toFlatItem) }
        : { responseShape, totalCount: total, productServices: toHierarchy(leaves) };
    return HttpResponse.json(reply);
  }),
];
