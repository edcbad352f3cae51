/**
 * The supplier profile's other calls (spec 02 §7): suspensions and suspended units (accountRecords),
 * favourites (supplyChain), certificates, the compliance statement, requirements 24 and 28, and the
 * off-platform company. Plain msw handlers over mocks/db.
 */
import { http, HttpResponse } from 'msw';
import type { SuspendedOrgUnitDto } from '@/services/accountRecords/types';
import type { ComplianceStatementFileDto } from '@/services/complianceStatement/types';
import type { OffPlatformCompanyDto } from '@/services/companySearch/offPlatformTypes';
import type { RequirementAnswerDto } from '@/services/requirement/types';
import { getDb, getNetwork, saveDb } from '../db';
import { mockPath } from '../paths';
import { AWKWARD_OFF_PLATFORM } from '../data/profile/awkwardProfiles';
import { areasOfOperationOf, certificatesOf, insurancesOf, pdfOf } from '../data/profile/profileRecords';
import { supplierProfile, suspendedUnitsOf } from './profileState';
import { badRequest, caller, isObject, notFound } from './support';

const unitName = (accountId: number) => getNetwork().units.find((u) => u.accountId === accountId)?.name ?? `Unit ${accountId}`;
const knownUnit = (accountId: number) => getNetwork().units.some((u) => u.accountId === accountId);

/** The supplier of a route's :id, or a 404 answer. */
function profileOrNotFound(id: unknown) {
  const profile = supplierProfile(Number(id));
  return profile ?? notFound(`Supplier ${String(id)} was not found`);
}

const pdf = (title: string) => new HttpResponse(pdfOf(title), { headers: { 'Content-Type': 'application/pdf' } });

export const profileRecordsHandlers = [
  // ---- suspensions (accountRecords) ----
  http.get(mockPath('accountRecords', '/suppliers/:id/suspended-org-units'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const profile = profileOrNotFound(params.id);
    if (profile instanceof Response) return profile;
    return HttpResponse.json<SuspendedOrgUnitDto[]>(
      suspendedUnitsOf(profile.entityId).map((accountId) => ({ accountId, name: unitName(accountId) })),
    );
  }),

  http.post(mockPath('accountRecords', '/suppliers/:id/suspensions'), async ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const profile = profileOrNotFound(params.id);
    if (profile instanceof Response) return profile;
    const body: unknown = await request.json().catch(() => null);
    const ids = isObject(body) && Array.isArray(body.orgUnitIds) ? body.orgUnitIds : null;
    if (!ids || !ids.length || !ids.every((id) => Number.isInteger(id) && knownUnit(id as number))) {
      return badRequest('orgUnitIds must list known organisation units', 'orgUnitIds');
    }
    const db = getDb();
    db.suspensions[profile.entityId] = [...new Set([...suspendedUnitsOf(profile.entityId), ...(ids as number[])])];
    saveDb();
    return new HttpResponse(null, { status: 204 });
  }),

  http.delete(mockPath('accountRecords', '/suppliers/:id/suspensions'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const profile = profileOrNotFound(params.id);
    if (profile instanceof Response) return profile;
    const ids = new URL(request.url).searchParams.getAll('orgUnitIds').map(Number);
    if (!ids.length || !ids.every(Number.isInteger)) return badRequest('orgUnitIds must be integers', 'orgUnitIds');
    const db = getDb();
    db.suspensions[profile.entityId] = suspendedUnitsOf(profile.entityId).filter((id) => !ids.includes(id));
    saveDb();
    return new HttpResponse(null, { status: 204 });
  }),

  // ---- favourites (supplyChain) ----
  ...(['post', 'delete'] as const).map((method) =>
    http[method](mockPath('supplyChain', '/favourites/:id'), ({ request, params }) => {
      const persona = caller(request);
      if (persona instanceof Response) return persona;
      const profile = profileOrNotFound(params.id);
      if (profile instanceof Response) return profile;
      const db = getDb();
      const user = persona.identity.userAccountId;
      db.favourites[user] = { ...db.favourites[user], [profile.entityId]: method === 'post' };
      saveDb();
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  // ---- certificates ----
  http.get(mockPath('certificates', '/organisations/:id/certificates'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const profile = profileOrNotFound(params.id);
    if (profile instanceof Response) return profile;
    return HttpResponse.json(certificatesOf(profile));
  }),
  http.get(mockPath('certificates', '/files/:id/:n/:name'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    return pdf(`Certificate ${decodeURIComponent(String(params.name))}`);
  }),

  // ---- compliance statement ----
  http.get(mockPath('complianceStatement', '/compliancestatement/detailed/:id/:languageId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const profile = profileOrNotFound(params.id);
    if (profile instanceof Response) return profile;
    return HttpResponse.json<ComplianceStatementFileDto>({
      fileName: `ComplianceStatement_${profile.entityId}.pdf`,
      downloadUrl: `/v1/files/compliance-statements/${profile.entityId}-${String(params.languageId)}.pdf`,
    });
  }),
  http.get(mockPath('complianceStatement', '/files/compliance-statements/:file'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    return pdf(`Compliance statement ${String(params.file)}`);
  }),

  // ---- requirements 24 (areas of operation) and 28 (insurances) ----
  http.get(mockPath('requirement', '/:requirementId/entity/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const profile = profileOrNotFound(params.id);
    if (profile instanceof Response) return profile;
    const requirementId = Number(params.requirementId);
    const answer = requirementId === 24 ? areasOfOperationOf(profile) : requirementId === 28 ? insurancesOf(profile) : null;
    if (!answer) return notFound(`Requirement ${requirementId} is not answered`);
    const name = requirementId === 24 ? 'Areas of operation' : 'Insurances';
    return HttpResponse.json<RequirementAnswerDto<unknown>>({
      requirement: { id: requirementId, name, questions: [{ id: requirementId * 100 + 1, answer }] },
    });
  }),

  // ---- off-platform company (companySearch) ----
  http.get(mockPath('companySearch', '/offplatform/companies'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const url = new URL(request.url);
    const sourceSystem = url.searchParams.get('sourceSystem') ?? '';
    const sourceId = url.searchParams.get('sourceId') ?? '';
    if (!sourceId) return badRequest('sourceId is required', 'sourceId');
    if (sourceId === AWKWARD_OFF_PLATFORM.sourceId && (!sourceSystem || sourceSystem === AWKWARD_OFF_PLATFORM.sourceSystem)) {
      const { id: _id, ...company } = AWKWARD_OFF_PLATFORM;
      return HttpResponse.json<OffPlatformCompanyDto>({
        ...company,
        description: 'Modular timber-frame homes, designed and built in West Yorkshire.',
        companySize: 'Small',
        numberOfEmployees: 24,
        countryCode: 'GB',
      });
    }
    const found = getNetwork().offPlatformCompanies.find((c) => c.companyNumber === sourceId);
    if (!found) return notFound(`No company ${sourceSystem}-${sourceId}`);
    return HttpResponse.json<OffPlatformCompanyDto>({
      sourceId,
      sourceSystem: sourceSystem || 'CompaniesHouse',
      companyName: found.name,
      companyId: found.companyNumber,
      vatNumber: null,
      city: found.city,
      postCode: found.postcode,
      description: null,
      companySize: null,
      numberOfEmployees: null,
      countryCode: found.countryCode,
    });
  }),
];
