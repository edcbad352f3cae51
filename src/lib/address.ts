/** The parts of a postal address, in the order spec 02 §3 shows them ("Location"). */
export interface AddressParts {
  addressLine1?: string | null;
  addressLine2?: string | null;
  county?: string | null;
  city?: string | null;
  postCode?: string | null;
  country?: string | null;
}

const ORDER = ['addressLine1', 'addressLine2', 'county', 'city', 'postCode', 'country'] as const;

/**
 * One line of address: the non-empty parts in the spec's order (line 1, line 2, county, city,
 * postcode, country), trimmed and joined with ", ". Blank parts leave no stray commas.
 */
export function joinAddress(parts: AddressParts, separator = ', '): string {
  return ORDER.map((key) => parts[key]?.trim() ?? '')
    .filter((part) => part !== '')
    .join(separator);
}
