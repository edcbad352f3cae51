import type { DetailView } from './viewTypes';
import { personName, text } from './viewTypes';

export const directorView: DetailView<'director'> = {
  referenceTypes: ['personTitle', 'personPosition', 'locationCountry'],
  hasBack: true,
  facts: (r, c) => [
    { label: 'title', value: c.name('personTitle', r.titleId) },
    { label: 'name', value: personName(r.firstName, r.lastName) },
    { label: 'position', value: c.name('personPosition', r.positionId) },
    { label: 'appointedDate', value: c.date(r.appointedDate) },
    { label: 'email', value: text(r.email) },
    { label: 'telephone', value: text(r.telephone) },
    { label: 'address', value: c.address(r.address) },
  ],
};

export const tradeProfessionalView: DetailView<'tradeProfessional'> = {
  referenceTypes: ['personTitle'],
  hasBack: false,
  facts: (r, c) => [
    { label: 'title', value: c.name('personTitle', r.titleId) },
    { label: 'name', value: personName(r.firstName, r.lastName) },
    { label: 'trade', value: text(r.trade) },
    { label: 'qualification', value: text(r.qualification) },
    { label: 'registrationBody', value: text(r.registrationBody) },
    { label: 'registrationNumber', value: text(r.registrationNumber) },
    { label: 'expiryDate', value: c.date(r.expiryDate) },
  ],
};
