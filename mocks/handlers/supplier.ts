import { http, HttpResponse } from 'msw';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { localiseSupplierSize } from '../data/localise';
import { mockPath } from '../paths';
import { isFavourite, referenceOf, supplierProfile, suspendedUnitsOf, unitsOfOrganisation, youAndSupplier } from './profileState';
import { caller, notFound, requestLanguage } from './support';

/** GET {supplier}/supplierdetails/{id} (spec 02 §7): the profile header's and overview's data. */
export const supplierHandlers = [
  http.get(mockPath('supplier', '/supplierdetails/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = Number(params.id);
    const profile = Number.isInteger(id) ? supplierProfile(id) : null;
    if (!profile) return notFound(`Supplier ${String(params.id)} was not found`);
    const { userAccountId, orgAccountId } = persona.identity;
    const { dto } = profile.supplier;
    const head = dto.offices.find((o) => o.headOffice) ?? dto.offices[0];
    const ownUnits = new Set(unitsOfOrganisation(orgAccountId));
    const details: SupplierDetailsDto = {
      id,
      tradeName: profile.tradeName,
      name: dto.name,
      location: head ? [head.city, head.county].filter(Boolean).join(', ') : null,
      isProjectCompliant: profile.isProjectCompliant,
      logoURL: profile.logoURL,
      orgAccountId: dto.orgAccountId,
      customerReferenceNumber: referenceOf(orgAccountId, id),
      dateJoined: profile.dateJoined,
      companiesHouseNumber: dto.companyHouseNumber,
      builderProfileId: profile.builderProfileId,
      overview: {
        vatNumber: dto.vatNumber,
        companyDescription: profile.description,
        companySize: localiseSupplierSize(requestLanguage(request), dto.companySize),
        numberOfEmployees: profile.numberOfEmployees,
        turnover: profile.turnover,
        publicSpend: profile.publicSpend,
        historicalTurnover: profile.historicalTurnover,
      },
      isFavourite: isFavourite(userAccountId, orgAccountId, id),
      isSuspended: suspendedUnitsOf(id).some((unit) => ownUnits.has(unit)),
      consultNoticesCount: profile.consultNoticesCount,
      countryCode: dto.countryCode,
      youAndSupplier: youAndSupplier(orgAccountId, profile),
    };
    return HttpResponse.json(details);
  }),
];
