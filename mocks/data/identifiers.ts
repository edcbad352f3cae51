/** Company identifiers as each country issues them (with real check digits where there are any). */
import type { CountryCode } from './geo';
import type { Rng } from './prng';

export interface CompanyIdentifiers {
  /** GB: Companies House number; IE: CRO number; FR: SIREN; BE: BCE/KBO number; ES: CIF. */
  companyHouseNumber: string;
  /** GB: the Companies House number; FR: SIRET of the head office; BE: BCE formatted; IE: CRO; ES: CIF. */
  registrationNumber: string;
  vatNumber: string;
}

/** Luhn check used by SIREN and SIRET. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Appends the digit that makes the whole Luhn-valid. */
function withLuhnDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

/** Completes a partial number to `length` digits so that it is Luhn-valid. */
function luhnNumber(rng: Rng, prefix: string, length: number): string {
  return withLuhnDigit(prefix + rng.digits(length - prefix.length - 1));
}

export const frenchVatKey = (siren: string) => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');

export const belgianCheck = (first8: string) => String(97 - (Number(first8) % 97)).padStart(2, '0');

/** CIF control character for the organisation letter and 7 digits (A and B companies use a digit). */
export function cifControl(digits7: string): string {
  let even = 0;
  let odd = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits7[i]);
    if (i % 2 === 1) even += d;
    else {
      const x = d * 2;
      odd += Math.floor(x / 10) + (x % 10);
    }
  }
  return String((10 - ((even + odd) % 10)) % 10);
}

export const IRISH_VAT_LETTERS = 'WABCDEFGHIJKLMNOPQRSTUV';
/** Irish VAT check letter of the 7-digit format. */
export function irishVatLetter(digits7: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(digits7[i]) * (8 - i);
  return IRISH_VAT_LETTERS[sum % 23];
}

export function makeIdentifiers(country: CountryCode, rng: Rng, scottishOrNi: 'SC' | 'NI' | null): CompanyIdentifiers {
  switch (country) {
    case 'GB': {
      const crn = scottishOrNi ? `${scottishOrNi}${rng.digits(6)}` : `${rng.pick(['0', '1'])}${rng.digits(7)}`;
      return { companyHouseNumber: crn, registrationNumber: crn, vatNumber: `GB${rng.int(1, 9)}${rng.digits(8)}` };
    }
    case 'IE': {
      const cro = String(rng.int(100000, 749999));
      const vat7 = rng.digits(7);
      return { companyHouseNumber: cro, registrationNumber: cro, vatNumber: `IE${vat7}${irishVatLetter(vat7)}` };
    }
    case 'FR': {
      const siren = luhnNumber(rng, String(rng.int(3, 9)), 9);
      const siret = withLuhnDigit(`${siren}000${rng.int(1, 9)}`);
      return { companyHouseNumber: siren, registrationNumber: siret, vatNumber: `FR${frenchVatKey(siren)}${siren}` };
    }
    case 'BE': {
      const first8 = `0${rng.int(2, 9)}${rng.digits(6)}`;
      const bce = `${first8}${belgianCheck(first8)}`;
      return {
        companyHouseNumber: bce,
        registrationNumber: `${bce.slice(0, 4)}.${bce.slice(4, 7)}.${bce.slice(7)}`,
        vatNumber: `BE${bce}`,
      };
    }
    case 'ES': {
      const digits = rng.digits(7);
      const cif = `${rng.pick(['A', 'B', 'B', 'B'])}${digits}${cifControl(digits)}`;
      return { companyHouseNumber: cif, registrationNumber: cif, vatNumber: `ES${cif}` };
    }
  }
}

/** Validators per country, used by tests and by the company-details endpoint. */
export const IDENTIFIER_PATTERNS: Record<CountryCode, { companyHouseNumber: RegExp; vatNumber: RegExp }> = {
  GB: { companyHouseNumber: /^(\d{8}|SC\d{6}|NI\d{6})$/, vatNumber: /^GB\d{9}$/ },
  IE: { companyHouseNumber: /^\d{6}$/, vatNumber: /^IE\d{7}[A-W]$/ },
  FR: { companyHouseNumber: /^\d{9}$/, vatNumber: /^FR\d{11}$/ },
  BE: { companyHouseNumber: /^[01]\d{9}$/, vatNumber: /^BE[01]\d{9}$/ },
  ES: { companyHouseNumber: /^[A-HJNP-SUVW]\d{7}[0-9A-J]$/, vatNumber: /^ES[A-HJNP-SUVW]\d{7}[0-9A-J]$/ },
};
