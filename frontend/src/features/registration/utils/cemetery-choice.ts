import type { PublicCemetery } from '@memorial-care/contracts/http';

/** What the request says about the cemetery: a picked one by id, a typed one by name, or none. */
export type CemeteryChoice =
  | { readonly cemeteryId: string; readonly cemeteryName: null }
  | { readonly cemeteryId: null; readonly cemeteryName: string | null };

/** The text an option shows and puts into the field when picked: "Novo groblje, Beograd". */
export const cemeteryOptionText = (cemetery: PublicCemetery): string =>
  cemetery.city ? `${cemetery.name}, ${cemetery.city}` : cemetery.name;

/**
 * Folds case and diacritics so "bezanijsko" finds "Bežanijsko groblje" (đ has no decomposition
 * of its own, hence the extra replace).
 */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');

/** Whether a cemetery matches what is typed: its name, city or region. */
export function cemeteryMatches(cemetery: PublicCemetery, typed: string): boolean {
  const needle = foldForSearch(typed);
  if (!needle) return true;
  return [cemetery.name, cemetery.city, cemetery.region].some((part) =>
    foldForSearch(part).includes(needle),
  );
}

/**
 * A picked option (its exact text) or a typed name that matches exactly one cemetery is sent
 * by id, so the family does not create a duplicate; any other text is a new cemetery by name.
 */
export function cemeteryChoiceOf(
  text: string | null | undefined,
  cemeteries: readonly PublicCemetery[],
): CemeteryChoice {
  const typed = text?.trim() ?? '';
  if (!typed) return { cemeteryId: null, cemeteryName: null };
  const folded = foldForSearch(typed);
  const picked =
    cemeteries.find((c) => foldForSearch(cemeteryOptionText(c)) === folded) ??
    onlyOne(cemeteries.filter((c) => foldForSearch(c.name) === folded));
  return picked
    ? { cemeteryId: picked.id, cemeteryName: null }
    : { cemeteryId: null, cemeteryName: typed };
}

const onlyOne = <T>(items: readonly T[]): T | undefined =>
  items.length === 1 ? items[0] : undefined;
