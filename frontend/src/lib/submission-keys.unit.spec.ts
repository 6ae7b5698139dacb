import { describe, expect, it } from 'vitest';
import { createSubmissionKeys } from './submission-keys';

const counter = () => {
  let next = 0;
  return () => `key-${++next}`;
};

describe('createSubmissionKeys', () => {
  it('reuses the key when the same submission is retried after no answer or a 5xx', () => {
    const keys = createSubmissionKeys(counter());
    const first = keys.keyFor('POST', '/api/clients', { name: 'Ana' });
    keys.settle('POST', '/api/clients', { name: 'Ana' }, null);
    expect(keys.keyFor('POST', '/api/clients', { name: 'Ana' })).toBe(first);
    keys.settle('POST', '/api/clients', { name: 'Ana' }, 503);
    expect(keys.keyFor('POST', '/api/clients', { name: 'Ana' })).toBe(first);
  });

  it('gives the next submission a new key once an answer was final', () => {
    const keys = createSubmissionKeys(counter());
    const first = keys.keyFor('POST', '/api/clients', { name: 'Ana' });
    keys.settle('POST', '/api/clients', { name: 'Ana' }, 201);
    expect(keys.keyFor('POST', '/api/clients', { name: 'Ana' })).not.toBe(first);
  });

  it('gives a different request its own key', () => {
    const keys = createSubmissionKeys(counter());
    const ana = keys.keyFor('POST', '/api/clients', { name: 'Ana' });
    expect(keys.keyFor('POST', '/api/clients', { name: 'Marko' })).not.toBe(ana);
    expect(keys.keyFor('POST', '/api/graves', { name: 'Ana' })).not.toBe(ana);
  });
});
