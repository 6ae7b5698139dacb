// The NBS IPS QR code's text ("IPS QR kôd", NBS decision on instant credit transfers, annex 1,
// and the NBS recommendations for payees), as printed on an invoice (identification code PR).
// Tags in the prescribed order, `tag:value`, separated by `|`, no `|` before the first or after
// the last; optional tags are left out when empty:
//   K:PR        identification code: a payee's printed bill
//   V:01        version
//   C:1         character set UTF-8
//   R:          payee's account, exactly 18 digits
//   N:          payee's name (and optionally address on a new line), 1–70 characters
//   I:          currency and amount: `RSD`, whole dinars (no thousands separator, at least one
//               digit), a decimal comma and the para ("RSD5802,90"); at most RSD999999999999,99
//   SF:         payment code, 3 digits (289: a transaction by a citizen's order, non-cash)
//   S:          purpose, at most 35 characters
//   RO:         the payee's reference with its model first. A domestic transfer carries a model
//               number, not an ISO 11649 RF reference: model 97 (ISO 7064 MOD 97-10 check digits)
//               over the digits of the invoice number, written without spaces or dashes.

/** Who a family in Serbia pays in dinars. */
export interface IpsPayee {
  readonly name: string;
  /** 18 digits (see serbianAccountNumber). */
  readonly account: string;
}

export const ipsLimits = { name: 70, purpose: 35, reference: 35 } as const;

/** Citizens paying for a service, non-cash (the payer is a family, the order a banking app's). */
export const ipsPaymentCode = '289';

/** Text a tag may hold: no `|` (the delimiter) and no line breaks; cut to `max` characters. */
const tagText = (text: string, max: number) =>
  [
    ...text
      .replaceAll(/[|\r\n\t]+/g, ' ')
      .replaceAll(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, max)
    .join('')
    .trim();

/** "5802.90" → "RSD5802,90". */
export const ipsAmount = (rsdAmount: string) => {
  if (!/^\d{1,12}\.\d{2}$/.test(rsdAmount)) throw new Error(`Not an IPS amount: ${rsdAmount}`);
  return `RSD${rsdAmount.replace('.', ',')}`;
};

/** Model 97: the check digits 98 − (reference × 100 mod 97) go in front of the digits. */
export const model97Reference = (digits: string) => {
  if (!/^\d{1,20}$/.test(digits)) throw new Error(`Not a model 97 reference: ${digits}`);
  const check = 98n - ((BigInt(digits) * 100n) % 97n);
  return `97${String(check).padStart(2, '0')}${digits}`;
};

/** Serbian text of the purpose: what the payer's bank statement shows. */
const purposeOf = (invoiceNumber: string) => `Uplata po fakturi ${invoiceNumber}`;

export const ipsQrPayload = ({
  payee,
  rsdAmount,
  invoiceNumber,
}: {
  readonly payee: IpsPayee;
  /** Dinars, 2 decimals ("5802.90"). */
  readonly rsdAmount: string;
  /** `2026-000123`. */
  readonly invoiceNumber: string;
}) => {
  if (!/^\d{18}$/.test(payee.account)) throw new Error('The IPS account must be 18 digits');
  const name = tagText(payee.name, ipsLimits.name);
  if (!name) throw new Error('The IPS payee needs a name');
  return [
    'K:PR',
    'V:01',
    'C:1',
    `R:${payee.account}`,
    `N:${name}`,
    `I:${ipsAmount(rsdAmount)}`,
    `SF:${ipsPaymentCode}`,
    `S:${tagText(purposeOf(invoiceNumber), ipsLimits.purpose)}`,
    `RO:${model97Reference(invoiceNumber.replaceAll(/\D/g, ''))}`,
  ].join('|');
};
