import type { CurrentUser } from '@memorial-care/contracts/http';

type NamedUser = Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>;

/** "First Last", or the email when the account has no name. */
export function displayNameOf(user: NamedUser): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

/** Up to two initials for the avatar: of the first and last word, or of the email. */
export function initialsOf(user: NamedUser): string {
  const words = displayNameOf(user)
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (first.charAt(0) + last.charAt(0)).toLocaleUpperCase() || '?';
}
