import { describe, expect, it } from 'vitest';
import { alternativeEmailsProblem, normalizeAlternativeEmails } from './alternative-emails';
import { addValuesToClientInput, emptyAddClientValues } from './client-form-values';

describe('alternative emails in the client forms', () => {
  it('keeps them trimmed, lowercased, once each, and sends them so', () => {
    const typed = [' Sin@Example.com', 'sin@example.com ', '', 'posao@firma.de'];
    expect(normalizeAlternativeEmails(typed)).toEqual(['sin@example.com', 'posao@firma.de']);
    expect(normalizeAlternativeEmails(undefined)).toEqual([]);
    const input = addValuesToClientInput({
      ...emptyAddClientValues,
      name: 'Ana',
      email: 'ana@example.com',
      alternativeEmails: typed,
    });
    expect(input.alternativeEmails).toEqual(['sin@example.com', 'posao@firma.de']);
  });

  it('accepts none and ten of the longest, as the server does', () => {
    expect(alternativeEmailsProblem([], 'ana@example.com')).toBeNull();
    const longest = (i: number) =>
      `${i}`.padEnd(64, 'x') + `@${'d'.repeat(63)}.${'e'.repeat(122)}.rs`;
    expect(longest(0)).toHaveLength(254);
    expect(
      alternativeEmailsProblem(
        Array.from({ length: 10 }, (_, i) => longest(i)),
        'ana@example.com',
      ),
    ).toBeNull();
  });

  it('names what the server would refuse: too many, an invalid one, the main email', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `family${i}@example.com`);
    expect(alternativeEmailsProblem(eleven, 'ana@example.com')).toEqual({
      kind: 'tooMany',
      max: 10,
    });
    expect(alternativeEmailsProblem(['ok@example.com', 'nope'], undefined)).toEqual({
      kind: 'invalid',
      email: 'nope',
    });
    expect(alternativeEmailsProblem([`${'a'.repeat(250)}@x.rs`], '')).toMatchObject({
      kind: 'invalid',
    });
    expect(alternativeEmailsProblem(['ana<script>@example.com'], '')).toMatchObject({
      kind: 'invalid',
    });
    expect(alternativeEmailsProblem(['ANA@example.com'], ' Ana@Example.com ')).toEqual({
      kind: 'sameAsMain',
    });
  });
});
