import { emailAddress, listLimits } from '@memorial-care/contracts/domain';

/** The server's own rule for one address (trimmed, at most textLimits.email, valid). */
const addressSchema = emailAddress('invalid');

/** As the tags input holds them: trimmed, lowercased, blanks and repeats dropped. */
export const normalizeAlternativeEmails = (values: readonly string[] | undefined): string[] => [
  ...new Set(
    (values ?? []).map((value) => value.trim().toLowerCase()).filter((value) => value !== ''),
  ),
];

export type AlternativeEmailsProblem =
  | { readonly kind: 'tooMany'; readonly max: number }
  | { readonly kind: 'invalid'; readonly email: string }
  | { readonly kind: 'sameAsMain' };

/** What the server would refuse in the list, checked before sending; null when nothing. */
export const alternativeEmailsProblem = (
  alternatives: readonly string[] | undefined,
  mainEmail: string | undefined,
): AlternativeEmailsProblem | null => {
  const list = normalizeAlternativeEmails(alternatives);
  if (list.length > listLimits.alternativeEmails)
    return { kind: 'tooMany', max: listLimits.alternativeEmails };
  const invalid = list.find((email) => !addressSchema.safeParse(email).success);
  if (invalid !== undefined) return { kind: 'invalid', email: invalid };
  const main = mainEmail?.trim().toLowerCase();
  if (main && list.includes(main)) return { kind: 'sameAsMain' };
  return null;
};
