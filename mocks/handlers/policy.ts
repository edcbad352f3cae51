import { http, HttpResponse } from 'msw';
import { POLICIES } from '../data/reference';
import { mockPath } from '../paths';
import { caller } from './support';

export const policyHandlers = [
  http.get(mockPath('policy', '/policy'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    return HttpResponse.json(POLICIES);
  }),
];
