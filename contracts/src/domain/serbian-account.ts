// A Serbian payment account (tekući račun) as the NBS writes it: a 3-digit bank code, a
// 13-digit account number and 2 check digits, ISO 7064 MOD 97-10 over the first 16 digits
// (the same rule as the BBAN inside an RS IBAN). People write it short, with dashes
// ("840-955845-10"): the middle part is then padded with zeros to 13 digits.

/** Check digits of the first 16 digits: 98 − (number × 100 mod 97). */
const checkDigitsOf = (sixteenDigits: string) =>
  String(98n - ((BigInt(sixteenDigits) * 100n) % 97n)).padStart(2, '0');

/**
 * The account as 18 digits (what the IPS QR's `R` tag takes), from "840-955845-10",
 * "840-0000000955845-10" or "840000000095584510"; null when malformed or its check digits do
 * not match.
 */
export const serbianAccountNumber = (text: string): string | null => {
  const compact = text.replaceAll(/\s+/g, '');
  const dashed = /^(\d{3})-(\d{1,13})-(\d{2})$/.exec(compact);
  const digits = dashed
    ? `${dashed[1]}${dashed[2]!.padStart(13, '0')}${dashed[3]}`
    : /^\d{18}$/.test(compact)
      ? compact
      : null;
  if (!digits) return null;
  return checkDigitsOf(digits.slice(0, 16)) === digits.slice(16) ? digits : null;
};

/** 18 digits as people read them: `840-0000000955845-10`. */
export const formatSerbianAccount = (digits: string) =>
  `${digits.slice(0, 3)}-${digits.slice(3, 16)}-${digits.slice(16)}`;
