import type { Client } from '@memorial-care/contracts/http';

/** Lower-cased, without diacritics: "jovanovic" finds "Jovanović", "DJ" finds "Đ" too. */
export const foldText = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('đ', 'dj')
    .normalize('NFD')
    .replaceAll(/\p{Diacritic}/gu, '');

/** The clients whose name, email (or an alternative one) or phone contains the search (every word of it), in order. */
export const searchClients = (clients: readonly Client[], search: string): Client[] => {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...clients];
  return clients.filter((client) => {
    const haystack = foldText(
      [client.name, client.email, ...client.alternativeEmails, client.phone ?? ''].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
};

/** Two letters for the avatar: first and last name's initials ("Milica Jovanović" → "MJ"). */
export const initialsOf = (name: string) => {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
};
