/**
 * GET {analytics}/CovidQuestions/{customerReferenceNumber} (spec 03 §7): the questionnaire of the
 * supplier that holds that reference for the caller's organisation.
 */
import { http, HttpResponse } from 'msw';
import type { CovidQuestionnaireDto } from '@/services/analytics/covidTypes';
import { referencesOf } from '../db';
import { AWKWARD_COMPLIANCE_IDS } from '../data/compliance/awkwardCompliance';
import { covidRequirementsOf } from '../data/compliance/covid';
import { mockPath } from '../paths';
import { caller, notFound } from './support';

export const covidHandlers = [
  http.get(mockPath('analytics', '/CovidQuestions/:reference'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const reference = decodeURIComponent(String(params.reference));
    const holder = Object.entries(referencesOf(persona.identity.orgAccountId)).find(([, ref]) => ref === reference);
    if (!holder) return notFound(`No supplier holds the reference ${reference}`);
    const entityId = Number(holder[0]);
    if (entityId === AWKWARD_COMPLIANCE_IDS.covidFails) return HttpResponse.json({ message: 'Questionnaire store unavailable' }, { status: 500 });
    return HttpResponse.json<CovidQuestionnaireDto>({ covidRequirements: covidRequirementsOf(entityId) });
  }),
];
