import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { ConsultNoticesResponse } from '@/services/supplier/consultNoticesTypes';
import { generatedConsultNoticesOf } from '../data/profile/consultNotices';
import { getNetwork } from '../db';
import { supplierOfParam } from './profileState';
import { endpoint } from './endpoint';
import { notFound } from './support';

/** GET {supplier}/ConsultNotices/entity/{id} (spec 02 §7): the Issues tab's notices, for any buyer. */
export const consultNoticesHandlers = [
  endpoint({ method: 'get', kind: 'supplier', path: '/ConsultNotices/entity/:id', rule: anyBuyer }, ({ params }) => {
    const profile = supplierOfParam(params.id);
    if (!profile) return notFound(`Supplier ${params.id} was not found`);
    return HttpResponse.json<ConsultNoticesResponse>({
      consultNotices: generatedConsultNoticesOf(getNetwork().seed, profile.entityId, profile.consultNoticesCount),
    });
  }),
];
