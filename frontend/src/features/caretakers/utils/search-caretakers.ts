import type { Caretaker } from '@memorial-care/contracts/http';

export type CaretakerStatusFilter = 'all' | 'active' | 'inactive';

/** The list's search (name, email or region, case- and accent-insensitive) and status filter. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'dj')
    .replace(/Đ/g, 'Dj')
    .toLowerCase();

export const filterCaretakers = <
  C extends Pick<Caretaker, 'name' | 'email' | 'region' | 'isActive'>,
>(
  caretakers: readonly C[],
  search: string,
  status: CaretakerStatusFilter,
): C[] => {
  const needle = fold(search.trim());
  return caretakers.filter((caretaker) => {
    if (status === 'active' && !caretaker.isActive) return false;
    if (status === 'inactive' && caretaker.isActive) return false;
    if (!needle) return true;
    return [caretaker.name, caretaker.email, caretaker.region ?? ''].some((field) =>
      fold(field).includes(needle),
    );
  });
};
