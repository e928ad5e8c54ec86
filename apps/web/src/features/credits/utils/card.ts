import { passesLuhn } from '@reelsmith/contracts';

/** The error codes of the card form: the server's own (packages/contracts), so both speak the same sentences. */
export type CardErrorCode = 'CARD_NAME_REQUIRED' | 'CARD_NUMBER_INVALID' | 'CARD_EXPIRY_INVALID' | 'CARD_CVC_INVALID';

/** Card numbers are 12 to 19 digits long (ISO/IEC 7812). */
const MIN_CARD_DIGITS = 12;
const MAX_CARD_DIGITS = 19;

/** Only the digits of what was typed or pasted. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** '4242424242424242' → '4242 4242 4242 4242', at most 19 digits, as the number is typed. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1229' → '12/29' as the expiry is typed. A first digit above 1 can only be a month of one digit,
 * so '4' becomes '04'.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The CVC as typed: digits only, at most 4. */
export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

/** Spec §5 card form: a name is required. */
export function checkNameOnCard(value: string): CardErrorCode | null {
  return value.trim() ? null : 'CARD_NAME_REQUIRED';
}

/** 12–19 digits (spaces and dashes allowed) that pass Luhn's check. */
export function checkCardNumber(value: string): CardErrorCode | null {
  if (/[^\d\s-]/.test(value)) return 'CARD_NUMBER_INVALID';
  const digits = digitsOf(value);
  if (digits.length < MIN_CARD_DIGITS || digits.length > MAX_CARD_DIGITS) return 'CARD_NUMBER_INVALID';
  return passesLuhn(digits) ? null : 'CARD_NUMBER_INVALID';
}

/** MM/YY with a real month, valid through the end of that month, so the current month still counts. */
export function checkExpiry(value: string, now: Date = new Date()): CardErrorCode | null {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return 'CARD_EXPIRY_INVALID';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  // The server compares in UTC; so does the form, or a card could pass here and fail there at midnight.
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return year > thisYear || (year === thisYear && month >= thisMonth) ? null : 'CARD_EXPIRY_INVALID';
}

/** 3 or 4 digits. */
export function checkCvc(value: string): CardErrorCode | null {
  return /^\d{3,4}$/.test(value.trim()) ? null : 'CARD_CVC_INVALID';
}

/** Which form field a server error code belongs to. */
export const CARD_FIELD_OF_ERROR = {
  CARD_NAME_REQUIRED: 'name_on_card',
  CARD_NUMBER_INVALID: 'card_number',
  CARD_EXPIRY_INVALID: 'expiry',
  CARD_CVC_INVALID: 'cvc',
} as const satisfies Record<CardErrorCode, string>;

/** True when the code is one of the card form's field errors. */
export function isCardErrorCode(code: string): code is CardErrorCode {
  return Object.hasOwn(CARD_FIELD_OF_ERROR, code);
}
