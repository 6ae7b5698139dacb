import { describe, expect, it } from 'vitest';
import { routeServerFieldErrors } from './server-field-errors';

const fields = ['name', 'city', 'region', 'caretakerIds'];

describe('routeServerFieldErrors', () => {
  it('routes body paths to the form fields they name', () => {
    expect(
      routeServerFieldErrors(
        {
          message: 'Invalid request',
          errors: [
            { path: 'body.name', message: 'Name is required' },
            { path: 'body.caretakerIds.0', message: 'Unknown caretaker' },
            { path: 'body.caretakerIds.1', message: 'Unknown caretaker' },
          ],
        },
        fields,
      ),
    ).toEqual({
      fields: [
        { name: 'name', errors: ['Name is required'] },
        { name: 'caretakerIds', errors: ['Unknown caretaker'] },
      ],
      unmatched: [],
    });
  });

  it('accepts paths without the body prefix', () => {
    expect(
      routeServerFieldErrors({ errors: [{ path: 'city', message: 'City is required' }] }, fields)
        .fields,
    ).toEqual([{ name: 'city', errors: ['City is required'] }]);
  });

  it('keeps messages for unknown paths apart', () => {
    expect(
      routeServerFieldErrors(
        {
          errors: [
            { path: 'params.id', message: 'Invalid id' },
            { path: '', message: 'Bad' },
          ],
        },
        fields,
      ),
    ).toEqual({ fields: [], unmatched: ['Invalid id', 'Bad'] });
  });

  it('ignores bodies without a usable errors list', () => {
    const nothing = { fields: [], unmatched: [] };
    expect(routeServerFieldErrors(undefined, fields)).toEqual(nothing);
    expect(routeServerFieldErrors({ message: 'x' }, fields)).toEqual(nothing);
    expect(routeServerFieldErrors({ errors: 'x' }, fields)).toEqual(nothing);
    expect(routeServerFieldErrors({ errors: [{ path: 1 }] }, fields)).toEqual(nothing);
  });
});
