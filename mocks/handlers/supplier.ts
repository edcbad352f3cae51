import { HttpResponse } from 'msw';
import { anyBuyer } from '@/platform/auth/identityRules';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { localiseSupplierSize } from '../data/localise';
import { customerReferenceNumberOf } from '../data/profile/customerReference';
import { isFavourite, supplierOfParam, suspendedUnitsOf, unitsOfOrganisation, youAndSupplier } from './profileState';
import { endpoint } from './endpoint';
import { notFound, requestLanguage } from './support';

/**
 * GET {supplier}/supplierdetails/{id} (spec 02 §7): the profile header's and overview's data, for any
 * buyer; what is the organisation's own (favourite, suspension, supply chains) is the caller's. The customer
 * reference number is the supplier's own (the buyer's reference is entity references').
 */
export const supplierHandlers = [
  endpoint({ method: 'get', kind: 'supplier', path: '/supplierdetails/:id', rule: anyBuyer }, ({ request, params, persona }) => {
    const profile = supplierOfParam(params.id);
    if (!profile) return notFound(`Supplier ${params.id} was not found`);
    const id = profile.entityId;
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
      customerReferenceNumber: customerReferenceNumberOf(id),
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
