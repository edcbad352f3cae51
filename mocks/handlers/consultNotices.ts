import { http, HttpResponse } from 'msw';
import type { ConsultNoticesResponse } from '@/services/supplier/consultNoticesTypes';
import { generatedConsultNoticesOf } from '../data/profile/consultNotices';
import { getNetwork } from '../db';
import { mockPath } from '../paths';
import { supplierProfile } from './profileState';
import { caller, notFound } from './support';

/** GET {supplier}/ConsultNotices/entity/{id} (spec 02 §7). */
export const consultNoticesHandlers = [
  http.get(mockPath('supplier', '/ConsultNotices/entity/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const profile = supplierProfile(Number(params.id));
    if (!profile) return notFound(`Supplier ${String(params.id)} was not found`);
    return HttpResponse.json<ConsultNoticesResponse>({
      consultNotices: generatedConsultNoticesOf(getNetwork().seed, profile.entityId, profile.consultNoticesCount),
    });
  }),
];
