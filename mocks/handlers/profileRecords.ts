/**
 * The supplier profile's other calls (spec 02 §7): suspensions and suspended units (accountRecords),
 * favourites (supplyChain), certificates, the compliance statement and the off-platform company.
 * Requirements 24 and 28, which the overview reads, are answered by requirementPages.ts.
 */
import { HttpResponse } from 'msw';
import type { SuspendedOrgUnitDto } from '@/services/accountRecords/types';
import type { ComplianceStatementFileDto } from '@/services/complianceStatement/types';
import type { OffPlatformCompanyDto } from '@/services/companySearch/offPlatformTypes';
import { anyBuyer, maySuspendSupplier } from '@/platform/auth/identityRules';
import type { Persona } from '@/platform/auth/personas';
import { getDb, getNetwork, saveDb } from '../db';
import { findOffPlatform, MAX_SOURCE_PART_LENGTH } from '../data/profile/offPlatform';
import { certificatesOf, pdfOf } from '../data/profile/profileRecords';
import { supplierProfile, suspendedUnitsOf } from './profileState';
import { endpoint, notPermitted } from './endpoint';
import { badRequest, fileResponse, intParam, isObject, notFound } from './support';

const unitName = (accountId: number) => getNetwork().units.find((u) => u.accountId === accountId)?.name ?? `Unit ${accountId}`;

/** The organisation units of the caller's organisation: the only ones it suspends, releases or sees suspended. */
const ownUnits = (persona: Persona) =>
  new Set(getNetwork().units.filter((u) => u.orgAccountId === persona.identity.orgAccountId).map((u) => u.accountId));

/** The supplier of a route's :id, or a 404 answer. */
function profileOrNotFound(id: string) {
  const profile = /^\d{1,9}$/.test(id) ? supplierProfile(Number(id)) : null;
  return profile ?? notFound(`Supplier ${id} was not found`);
}

const pdf = (title: string, fileName: string) => fileResponse(new TextEncoder().encode(pdfOf(title)), 'application/pdf', fileName);

/** A file name from a path: bounded, so a crafted one is refused rather than echoed back whole. */
function fileNameOf(raw: string): string | Response {
  return raw.length > 255 ? badRequest('The file name must be at most 255 characters', 'name') : raw;
}

/**
 * Unit ids a suspend or unsuspend names, each one of the caller organisation's: a malformed list is
 * a 400, a unit of another organisation (or none) the permission answer, never a silent success.
 */
function unitsToChange(ids: unknown, persona: Persona): number[] | Response {
  if (!Array.isArray(ids) || !ids.length || !ids.every((id) => Number.isInteger(id))) {
    return badRequest('orgUnitIds must be a non-empty list of organisation unit ids', 'orgUnitIds');
  }
  const own = ownUnits(persona);
  return (ids as number[]).every((id) => own.has(id)) ? [...new Set(ids as number[])] : notPermitted();
}

export const profileRecordsHandlers = [
  // ---- suspensions (accountRecords) ----
  // Every buyer sees the suspended flag and may view the suspension (spec 02 §2.5): the list is
  // anyBuyer, and holds the caller organisation's units only.
  endpoint({ method: 'get', kind: 'accountRecords', path: '/suppliers/:id/suspended-org-units', rule: anyBuyer }, ({ params, persona }) => {
    const profile = profileOrNotFound(params.id);
    if (profile instanceof Response) return profile;
    const own = ownUnits(persona);
    return HttpResponse.json<SuspendedOrgUnitDto[]>(
      suspendedUnitsOf(profile.entityId).filter((accountId) => own.has(accountId)).map((accountId) => ({ accountId, name: unitName(accountId) })),
    );
  }),

  // Suspending and releasing need both halves of the modal's rule (spec 02 §6): maySuspendSupplier.
  endpoint({ method: 'post', kind: 'accountRecords', path: '/suppliers/:id/suspensions', rule: maySuspendSupplier }, async ({ request, params, persona }) => {
    const profile = profileOrNotFound(params.id);
    if (profile instanceof Response) return profile;
    const body: unknown = await request.json().catch(() => null);
    if (!isObject(body)) return badRequest('Body must be a JSON object', 'body');
    if (body.entityId !== undefined && body.entityId !== profile.entityId) return badRequest('entityId must be the supplier of the path', 'entityId');
    const ids = unitsToChange(body.orgUnitIds, persona);
    if (ids instanceof Response) return ids;
    const db = getDb();
    db.suspensions[profile.entityId] = [...new Set([...suspendedUnitsOf(profile.entityId), ...ids])];
    saveDb();
    return new HttpResponse(null, { status: 204 });
  }),

  endpoint({ method: 'delete', kind: 'accountRecords', path: '/suppliers/:id/suspensions', rule: maySuspendSupplier }, ({ params, url, persona }) => {
    const profile = profileOrNotFound(params.id);
    if (profile instanceof Response) return profile;
    const raw = url.searchParams.getAll('orgUnitIds');
    const ids = unitsToChange(raw.map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : NaN)), persona);
    if (ids instanceof Response) return ids;
    const db = getDb();
    db.suspensions[profile.entityId] = suspendedUnitsOf(profile.entityId).filter((id) => !ids.includes(id));
    saveDb();
    return new HttpResponse(null, { status: 204 });
  }),

  // ---- favourites (supplyChain) ----
  // The favourite toggle shows for every buyer (spec 02 §2.5, ProfileHeader), and favourites are
  // each user's own: anyBuyer.
  ...(['post', 'delete'] as const).map((method) =>
    endpoint({ method, kind: 'supplyChain', path: '/favourites/:id', rule: anyBuyer }, ({ params, persona }) => {
      const profile = profileOrNotFound(params.id);
      if (profile instanceof Response) return profile;
      const db = getDb();
      const user = persona.identity.userAccountId;
      db.favourites[user] = { ...db.favourites[user], [profile.entityId]: method === 'post' };
      saveDb();
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  // ---- certificates: every buyer (spec 02 §2.5's menu shows them by configuration only) ----
  endpoint({ method: 'get', kind: 'certificates', path: '/organisations/:id/certificates', rule: anyBuyer }, ({ params }) => {
    const profile = profileOrNotFound(params.id);
    if (profile instanceof Response) return profile;
    return HttpResponse.json(certificatesOf(profile));
  }),
  // A certificate file is served by its address alone, as a file host does: no look-up of the supplier.
  endpoint({ method: 'get', kind: 'certificates', path: '/files/:id/:n/:name', rule: anyBuyer }, ({ params }) => {
    if (!/^\d{1,9}$/.test(params.id) || !/^\d{1,9}$/.test(params.n)) return notFound(`No certificate file ${params.id}/${params.n}`);
    const name = fileNameOf(params.name);
    return name instanceof Response ? name : pdf(`Certificate ${name}`, name);
  }),

  // ---- compliance statement ----
  endpoint(
    { method: 'get', kind: 'complianceStatement', path: '/compliancestatement/detailed/:id/:languageId', rule: anyBuyer },
    ({ params, url }) => {
      const profile = profileOrNotFound(params.id);
      if (profile instanceof Response) return profile;
      if (!/^\d{1,9}$/.test(params.languageId)) return badRequest('languageId must be a number', 'languageId');
      intParam(url, 'goalId');
      intParam(url, 'compliancePolicyId');
      return HttpResponse.json<ComplianceStatementFileDto>({
        fileName: `ComplianceStatement_${profile.entityId}.pdf`,
        downloadUrl: `/v1/files/compliance-statements/${profile.entityId}-${params.languageId}.pdf`,
      });
    },
  ),
  endpoint({ method: 'get', kind: 'complianceStatement', path: '/files/compliance-statements/:file', rule: anyBuyer }, ({ params }) => {
    const name = fileNameOf(params.file);
    return name instanceof Response ? name : pdf(`Compliance statement ${name}`, name);
  }),

  // ---- off-platform company (spec 02 §2.15): every buyer ----
  endpoint({ method: 'get', kind: 'companySearch', path: '/offplatform/companies', rule: anyBuyer }, ({ url }) => {
    const sourceSystem = (url.searchParams.get('sourceSystem') ?? '').trim();
    const sourceId = (url.searchParams.get('sourceId') ?? '').trim();
    if (!sourceId) return badRequest('sourceId is required', 'sourceId');
    if (sourceId.length > MAX_SOURCE_PART_LENGTH) return badRequest(`sourceId must be at most ${MAX_SOURCE_PART_LENGTH} characters`, 'sourceId');
    if (sourceSystem.length > MAX_SOURCE_PART_LENGTH) return badRequest(`sourceSystem must be at most ${MAX_SOURCE_PART_LENGTH} characters`, 'sourceSystem');
    const found = findOffPlatform(getNetwork().offPlatformCompanies, sourceSystem, sourceId);
    if (!found) return notFound(`No company ${sourceSystem}-${sourceId}`);
    // The register's record only (spec 02 §3 off-platform company); the public details are the public profile's.
    return HttpResponse.json<OffPlatformCompanyDto>({
      sourceId: found.sourceId,
      sourceSystem: found.sourceSystem,
      companyName: found.companyName,
      companyId: found.companyId,
      vatNumber: found.vatNumber,
      city: found.city,
      postCode: found.postCode,
      description: null,
      companySize: null,
      numberOfEmployees: null,
      countryCode: found.countryCode,
    });
  }),
];
