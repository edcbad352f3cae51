import { http, HttpResponse } from 'msw';
import type { CompanyDetailsDto, CompanySearchResponse, CompanySummary } from '@/services/companySearch/types';
import { getNetwork } from '../db';
import { mockPath } from '../paths';
import { localiseSupplierSize } from '../data/localise';
import { badRequest, caller, notFound, requestLanguage } from './support';

interface RegisterEntry {
  summary: CompanySummary;
  details: CompanyDetailsDto;
  folded: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

let register: RegisterEntry[] | null = null;
let registerFor: unknown = null;

/** The companies register: every supplier on the platform plus companies that are not (yet). */
function companies(): RegisterEntry[] {
  const network = getNetwork();
  if (register && registerFor === network) return register;
  const onPlatform = network.suppliers.map(({ dto }): RegisterEntry => {
    const head = dto.offices.find((o) => o.headOffice) ?? dto.offices[0];
    const summary: CompanySummary = {
      companyNumber: dto.companyHouseNumber,
      name: dto.name,
      countryCode: dto.countryCode,
      addressLine1: head?.line1 ?? null,
      city: head?.city ?? null,
      postcode: head?.postcode ?? null,
      orgAccountId: dto.orgAccountId,
      entityId: dto.entityID,
    };
    return {
      summary,
      details: { ...summary, vatNumber: dto.vatNumber, registrationNumber: dto.registrationNumber, companySize: dto.companySize, status: 'Active' },
      folded: fold(dto.name),
    };
  });
  const offPlatform = network.offPlatformCompanies.map((c): RegisterEntry => {
    const summary: CompanySummary = { ...c, orgAccountId: null, entityId: null };
    return { summary, details: { ...summary, vatNumber: null, registrationNumber: null, companySize: null, status: 'Active' }, folded: fold(c.name) };
  });
  register = [...onPlatform, ...offPlatform].sort((a, b) => a.summary.name.localeCompare(b.summary.name));
  registerFor = network;
  return register;
}

export const companySearchHandlers = [
  http.get(mockPath('companySearch', '/companies'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const url = new URL(request.url);
    const queryText = fold((url.searchParams.get('queryText') ?? '').trim());
    const countryCode = (url.searchParams.get('countryCode') || 'GB').toUpperCase();
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
    if (!Number.isInteger(page) || page < 1) return badRequest('page must be at least 1', 'page');
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) return badRequest('pageSize must be from 1 to 1000', 'pageSize');
    const hits = queryText
      ? companies().filter(
          (c) => c.summary.countryCode === countryCode && (c.folded.includes(queryText) || c.summary.companyNumber.toLowerCase() === queryText),
        )
      : [];
    return HttpResponse.json<CompanySearchResponse>({
      totalCount: hits.length,
      items: hits.slice((page - 1) * pageSize, page * pageSize).map((c) => c.summary),
    });
  }),

  http.get(mockPath('companySearch', '/companies/:companyNumber'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const countryCode = (new URL(request.url).searchParams.get('countryCode') || 'GB').toUpperCase();
    const number = decodeURIComponent(String(params.companyNumber)).toUpperCase();
    const entry = companies().find((c) => c.summary.countryCode === countryCode && c.summary.companyNumber.toUpperCase() === number);
    return entry
      ? HttpResponse.json({ ...entry.details, companySize: localiseSupplierSize(requestLanguage(request), entry.details.companySize) })
      : notFound(`No company ${number} in ${countryCode}`);
  }),
];
