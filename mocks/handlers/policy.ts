import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import { POLICIES } from '../data/reference';
import { localisePolicies } from '../data/localise';
import { endpoint } from './endpoint';
import { requestLanguage } from './support';

export const policyHandlers = [
  // Reference data for the new-segment form, the invite form and connections; not asked by the landing page.
  endpoint({ method: 'get', kind: 'policy', path: '/policy', rule: anyBuyer }, ({ request }) =>
    HttpResponse.json(localisePolicies(requestLanguage(request), POLICIES)),
  ),
];
