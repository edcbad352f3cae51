import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { CompanyDetailsDto, CompanySearchResponse, CompanySummary } from '@/services/companySearch/types';
import { getNetwork } from '../db';
import { localiseSupplierSize } from '../data/localise';
import { endpoint } from './endpoint';
import { InputError, notFound, pagingQuery, requestLanguage } from './support';

/** Spec 01 §3, §9: the company search asks 10 to a page. */
const MAX_COMPANY_PAGE_SIZE = 10;
/** Spec 01 §9: a Companies House number (GB) is 8 characters. */
const COMPANIES_HOUSE_NUMBER_LENGTH = 8;
/** Other communities' numbers are longer (SIREN 9, CIF 9, BCE 10, SIRET 14): none reaches 20. */
const MAX_COMPANY_NUMBER_LENGTH = 20;

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

/** The company number of a details call, bounded as the community writes it; a longer one is a 400 naming it. */
function companyNumberOf(raw: string, countryCode: string): string {
  const max = countryCode === 'GB' ? COMPANIES_HOUSE_NUMBER_LENGTH : MAX_COMPANY_NUMBER_LENGTH;
  if (raw.length > max) throw new InputError(`companyNumber must be at most ${max} characters`, 'companyNumber');
  return raw.toUpperCase();
}

// The landing page's company look-up (spec 01 §2): the search, and the details of a company found.
export const companySearchHandlers = [
  endpoint({ method: 'get', kind: 'companySearch', path: '/companies', rule: anyBuyer, landing: true }, ({ url }) => {
    const queryText = fold((url.searchParams.get('queryText') ?? '').trim());
    const countryCode = (url.searchParams.get('countryCode') || 'GB').toUpperCase();
    const { page, pageSize } = pagingQuery(url, { max: MAX_COMPANY_PAGE_SIZE, fallback: MAX_COMPANY_PAGE_SIZE });
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

  endpoint({ method: 'get', kind: 'companySearch', path: '/companies/:companyNumber', rule: anyBuyer, landing: true }, ({ request, params, url }) => {
    const countryCode = (url.searchParams.get('countryCode') || 'GB').toUpperCase();
    // msw decoded the parameter once already: decoding it again would break (and once crashed) on a literal %.
    const number = companyNumberOf(params.companyNumber, countryCode);
    const entry = companies().find((c) => c.summary.countryCode === countryCode && c.summary.companyNumber.toUpperCase() === number);
    return entry
      ? HttpResponse.json({ ...entry.details, companySize: localiseSupplierSize(requestLanguage(request), entry.details.companySize) })
      : notFound(`No company ${number} in ${countryCode}`);
  }),
];
