import { describe, expect, it } from 'vitest';
import { parseRebuildArgs } from './rebuild-cli';

const known = ['users', 'clients', 'graves'];

describe('parseRebuildArgs', () => {
  it('--all means every known projection, in registry order', () => {
    expect(parseRebuildArgs(['--all'], known)).toEqual({ kind: 'rebuild', names: known });
  });

  it('takes one or more names, once each', () => {
    expect(parseRebuildArgs(['graves'], known)).toEqual({ kind: 'rebuild', names: ['graves'] });
    expect(parseRebuildArgs(['graves', 'users', 'graves'], known)).toEqual({
      kind: 'rebuild',
      names: ['graves', 'users'],
    });
  });

  it('explains itself on no argument, an unknown name, or --all with names', () => {
    const none = parseRebuildArgs([], known);
    expect(none.kind).toBe('usage');
    expect(none.kind === 'usage' && none.message).toContain('Projections: users, clients, graves');
    const unknown = parseRebuildArgs(['users', 'nope'], known);
    expect(unknown.kind === 'usage' && unknown.message).toContain('Unknown projection: nope');
    expect(parseRebuildArgs(['--all', 'users'], known).kind).toBe('usage');
  });
});
