/**
 * GET {analytics}/CovidQuestions/{customerReferenceNumber} (spec 03 §7): the questionnaire of the
 * supplier that holds that reference for the caller's organisation. Every buyer's: the profile's
 * print view shows it to all (spec 02 §2.6) and spec 03 §6 names no permission for it.
 */
import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { CovidQuestionnaireDto } from '@/services/analytics/covidTypes';
import { referencesOf } from '../db';
import { AWKWARD_COMPLIANCE_IDS } from '../data/compliance/awkwardCompliance';
import { covidRequirementsOf } from '../data/compliance/covid';
import { endpoint } from './endpoint';
import { notFound } from './support';

export const covidHandlers = [
  endpoint({ method: 'get', kind: 'analytics', path: '/CovidQuestions/:reference', rule: anyBuyer }, ({ params, persona }) => {
    // Decoded once already (msw): a reference with a % in it is looked up as it is.
    const { reference } = params;
    const holder = Object.entries(referencesOf(persona.identity.orgAccountId)).find(([, ref]) => ref === reference);
    if (!holder) return notFound(`No supplier holds the reference ${reference}`);
    const entityId = Number(holder[0]);
    if (entityId === AWKWARD_COMPLIANCE_IDS.covidFails) return HttpResponse.json({ message: 'Questionnaire store unavailable' }, { status: 500 });
    return HttpResponse.json<CovidQuestionnaireDto>({ covidRequirements: covidRequirementsOf(entityId) });
  }),
];
