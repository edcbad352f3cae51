/**
 * GET {analytics}/CovidQuestions/{customerReferenceNumber} (spec 03 §7): the questionnaire of the
 * supplier whose customer reference number it is (its own field, not a buyer's reference). Every buyer's: the profile's
 * print view shows it to all (spec 02 §2.6) and spec 03 §6 names no permission for it.
 */
import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { CovidQuestionnaireDto } from '@/services/analytics/covidTypes';
import { AWKWARD_COMPLIANCE_IDS } from '../data/compliance/awkwardCompliance';
import { covidRequirementsOf } from '../data/compliance/covid';
import { entityIdOfCustomerReference } from '../data/profile/customerReference';
import { endpoint } from './endpoint';
import { supplierOfParam } from './profileState';
import { notFound } from './support';

export const covidHandlers = [
  endpoint({ method: 'get', kind: 'analytics', path: '/CovidQuestions/:reference', rule: anyBuyer }, ({ params }) => {
    // Decoded once already (msw): a reference with a % in it is looked up as it is.
    const { reference } = params;
    const entityId = entityIdOfCustomerReference(reference);
    if (entityId === null || !supplierOfParam(String(entityId))) return notFound(`No supplier has the customer reference number ${reference}`);
    if (entityId === AWKWARD_COMPLIANCE_IDS.covidFails) return HttpResponse.json({ message: 'Questionnaire store unavailable' }, { status: 500 });
    return HttpResponse.json<CovidQuestionnaireDto>({ covidRequirements: covidRequirementsOf(entityId) });
  }),
];
