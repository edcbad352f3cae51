import type { ContactDto, SupplierContactsDto } from '@/services/supplier/profileTabTypes';

const norm = (value: string | null) => (value ?? '').trim().toLowerCase();

/** Two entries are the same contact when keyContact, role and email agree (spec 02 §2.8), ignoring case and spaces. */
export const contactIdentity = (contact: ContactDto) => `${norm(contact.keyContact)}\u0000${norm(contact.role)}\u0000${norm(contact.email)}`;

/** The first entry of each contact, in the given order. */
export function dedupeContacts(contacts: readonly ContactDto[]): ContactDto[] {
  const seen = new Set<string>();
  return contacts.filter((contact) => {
    const identity = contactIdentity(contact);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

/** Each group de-duplicated within itself and ordered by sequenceNo (the supplier's own order). */
export function dedupeContactGroups(groups: SupplierContactsDto): SupplierContactsDto {
  const tidy = (list: readonly ContactDto[]) => dedupeContacts([...list].sort((a, b) => a.sequenceNo - b.sequenceNo));
  return {
    primaryContacts: tidy(groups.primaryContacts),
    favourites: tidy(groups.favourites),
    companyDirectoryEntries: tidy(groups.companyDirectoryEntries),
  };
}
