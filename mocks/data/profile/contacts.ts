/**
 * A supplier's contacts (spec 02 §3 "Contact", three groups), generated lazily by id and cached:
 * deterministic for a network seed and id. The company directory repeats the primary contact and
 * carries one exact duplicate on purpose, as the real directory does, so the app's
 * de-duplication (keyContact, role, email) has something to do.
 */
import type { ContactDto, SupplierContactsDto } from '@/services/supplier/profileTabTypes';
import type { Network } from '../model';
import { COUNTRY_CODES, type CountryCode } from '../geo';
import { EMAIL_TLD, FIRST_NAMES, SURNAMES } from '../names';
import { Rng, mix32 } from '../prng';
import { profileOf } from './supplierProfile';

const ROLES = ['Managing Director', 'Contracts Manager', 'Estimator', 'Health and Safety Manager', 'Office Manager', 'Site Manager', 'Quantity Surveyor', 'Accounts'];
const CONTACTS_SALT = 0xc0_7a_c7;

const EMPTY: SupplierContactsDto = { primaryContacts: [], favourites: [], companyDirectoryEntries: [] };

let cacheFor: Network | null = null;
const cache = new Map<number, SupplierContactsDto>();

const countryOf = (code: string): CountryCode => (COUNTRY_CODES.includes(code as CountryCode) ? (code as CountryCode) : 'GB');
const mailbox = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');

/** The contacts of supplier `entityId`, or null when no such supplier exists. */
export function contactsOf(network: Network, entityId: number): SupplierContactsDto | null {
  if (cacheFor !== network) {
    cache.clear();
    cacheFor = network;
  }
  const cached = cache.get(entityId);
  if (cached) return cached;
  const profile = profileOf(network, entityId);
  if (!profile) return null;
  const contacts = profile.hasContacts ? generate(network.seed, profile.supplier.dto) : EMPTY;
  cache.set(entityId, contacts);
  return contacts;
}

function generate(seed: number, dto: Network['suppliers'][number]['dto']): SupplierContactsDto {
  const rng = new Rng(mix32(seed ^ CONTACTS_SALT, dto.entityID));
  const country = countryOf(dto.countryCode);
  const domain = `${mailbox(dto.name).split('.').slice(0, 2).join('')}.${EMAIL_TLD[country]}`;
  const offices = dto.offices.length > 0 ? dto.offices.map((o) => o.city) : ['Head office'];
  let nextId = dto.entityID * 100;

  const person = (name: string, role: string | null, sequenceNo: number): ContactDto => ({
    id: nextId++,
    keyContact: name,
    role,
    office: rng.pick(offices),
    telephone: `0${rng.int(1, 2)}${rng.digits(3)} ${rng.digits(6)}`,
    mobile: rng.chance(0.6) ? `07${rng.digits(3)} ${rng.digits(6)}` : null,
    email: `${mailbox(name)}@${domain}`,
    sequenceNo,
  });
  const randomName = () => `${rng.pick(FIRST_NAMES[country])} ${rng.pick(SURNAMES[country])}`;

  const primary: ContactDto = {
    ...person(dto.contactName ?? randomName(), ROLES[0], 1),
    telephone: dto.contactPhone,
    mobile: dto.contactMobile,
    email: dto.contactEmail,
  };
  const primaryContacts = [primary, ...(rng.chance(0.4) ? [person(randomName(), ROLES[1], 2)] : [])];
  const directory: ContactDto[] = primaryContacts.map((c) => ({ ...c, id: nextId++ }));
  const size = rng.int(3, 10);
  for (let i = 0; i < size; i++) directory.push(person(randomName(), rng.pick(ROLES.slice(1)), directory.length + 1));
  // The same person entered twice in the directory (a new id, same name, role and email).
  const twice = directory[directory.length - 1];
  directory.push({ ...twice, id: nextId++, sequenceNo: directory.length + 1 });
  const favourites = rng.sample(directory.slice(1), rng.int(0, 2)).map((c) => ({ ...c, id: nextId++ }));
  return { primaryContacts, favourites, companyDirectoryEntries: directory };
}
