import { http, HttpResponse } from 'msw';
import { POLICIES } from '../data/reference';
import { localisePolicies } from '../data/localise';
import { mockPath } from '../paths';
import { caller, requestLanguage } from './support';

export const policyHandlers = [
  http.get(mockPath('policy', '/policy'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    return HttpResponse.json(localisePolicies(requestLanguage(request), POLICIES));
  }),
];
