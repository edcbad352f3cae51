import type { DetailView } from './viewTypes';
import { text } from './viewTypes';

export const insuranceView: DetailView<'insurance'> = {
  referenceTypes: ['insuranceType'],
  hasBack: false,
  facts: (r, c) => [
    { label: 'insuranceType', value: c.name('insuranceType', r.insuranceTypeId) },
    { label: 'insurer', value: text(r.insurerName) },
    { label: 'policyNumber', value: text(r.policyNumber) },
    { label: 'indemnityLimit', value: c.money(r.indemnityLimit, r.currencyCode) },
    { label: 'startDate', value: c.date(r.startDate) },
    { label: 'expiryDate', value: c.date(r.expiryDate) },
    { label: 'notes', value: text(r.notes) },
  ],
};

export const relatedCompanyView: DetailView<'relatedCompany'> = {
  referenceTypes: ['relatedCompanyType', 'companyType', 'locationCountry'],
  hasBack: false,
  facts: (r, c) => [
    { label: 'companyName', value: text(r.name) },
    { label: 'relatedCompanyType', value: c.name('relatedCompanyType', r.relatedCompanyTypeId) },
    { label: 'companyType', value: c.name('companyType', r.companyTypeId) },
    { label: 'registrationNumber', value: text(r.registrationNumber) },
    { label: 'address', value: c.address(r.address) },
  ],
};

export const branchOfficeView: DetailView<'branchOffice'> = {
  referenceTypes: ['locationCountry'],
  hasBack: true,
  facts: (r, c) => [
    { label: 'officeName', value: text(r.name) },
    { label: 'address', value: c.address(r.address) },
    { label: 'contactName', value: text(r.contactName) },
    { label: 'telephone', value: text(r.telephone) },
    { label: 'email', value: text(r.email) },
  ],
};

export const ssipCertificateView: DetailView<'ssipCertificate'> = {
  referenceTypes: [],
  hasBack: false,
  facts: (r, c) => [
    { label: 'scheme', value: text(r.schemeName) },
    { label: 'certificateNumber', value: text(r.certificateNumber) },
    { label: 'assessmentBody', value: text(r.assessmentBody) },
    { label: 'scope', value: text(r.scope) },
    { label: 'issueDate', value: c.date(r.issueDate) },
    { label: 'expiryDate', value: c.date(r.expiryDate) },
  ],
};

export const licenceAccreditationView: DetailView<'licenceAccreditation'> = {
  referenceTypes: [],
  hasBack: false,
  facts: (r, c) => [
    { label: 'licenceName', value: text(r.name) },
    { label: 'issuingBody', value: text(r.issuingBody) },
    { label: 'referenceNumber', value: text(r.referenceNumber) },
    { label: 'description', value: text(r.description) },
    { label: 'issueDate', value: c.date(r.issueDate) },
    { label: 'expiryDate', value: c.date(r.expiryDate) },
  ],
};

export const dataSharingTradeView: DetailView<'trade'> = {
  referenceTypes: [],
  hasBack: true,
  facts: (r, c) => [
    { label: 'trade', value: text(r.tradeName) },
    { label: 'description', value: text(r.description) },
    { label: 'sharedWith', value: text(r.sharedWith) },
    { label: 'sharedOn', value: c.date(r.sharedOn) },
    { label: 'expiryDate', value: c.date(r.expiryDate) },
  ],
};
