import { describe, expect, it } from 'vitest';
import {
  applyMailListChange,
  defaultMailList,
  parseMailListQuery,
  toMailDeliveryListQuery,
  toOneMailDeliveryQuery,
  writeMailListQuery,
} from './mail-list-query';

const parse = (search: string) => parseMailListQuery(new URLSearchParams(search));

describe('the outgoing mail view in the URL', () => {
  it('reads a notification’s link: the failed mails with one mail’s details open', () => {
    expect(parse('?status=failed&jobId=0b6f5a1e-1111-4222-8333-944445555666')).toEqual({
      status: 'failed',
      page: 1,
      jobId: '0b6f5a1e-1111-4222-8333-944445555666',
    });
  });

  it('falls back to the plain list for anything unknown or malformed', () => {
    expect(parse('')).toEqual(defaultMailList);
    expect(parse('?status=lost&page=0&jobId=')).toEqual(defaultMailList);
    expect(parse('?page=2.5')).toEqual(defaultMailList);
    expect(parse('?page=99999999')).toEqual(defaultMailList);
    expect(parse(`?jobId=${'x'.repeat(201)}`)).toEqual(defaultMailList);
    expect(parse('?page=3&status=sent')).toEqual({ status: 'sent', page: 3, jobId: null });
  });

  it('writes only what differs from the default, keeping other parameters', () => {
    const current = new URLSearchParams('?lang=de&status=failed&page=4&jobId=a');
    expect(writeMailListQuery(current, defaultMailList).toString()).toBe('lang=de');
    expect(
      writeMailListQuery(new URLSearchParams(), { status: 'queued', page: 2, jobId: 'j-1' }),
    ).toEqual(new URLSearchParams('status=queued&page=2&jobId=j-1'));
  });

  it('goes back to the first page on a new filter, not on opening details', () => {
    const state = { status: 'sent', page: 3, jobId: null } as const;
    expect(applyMailListChange(state, { status: 'failed' })).toEqual({
      status: 'failed',
      page: 1,
      jobId: null,
    });
    expect(applyMailListChange(state, { status: null })).toMatchObject({ page: 1 });
    expect(applyMailListChange(state, { jobId: 'j-1' })).toEqual({ ...state, jobId: 'j-1' });
    expect(applyMailListChange(state, { page: 5 })).toEqual({ ...state, page: 5 });
  });

  it('asks the API for the listed page, and for one mail by its id', () => {
    expect(toMailDeliveryListQuery({ status: 'failed', page: 2, jobId: 'j-1' })).toEqual({
      status: 'failed',
      page: 2,
      pageSize: 20,
    });
    expect(toMailDeliveryListQuery(defaultMailList)).toEqual({ page: 1, pageSize: 20 });
    expect(toOneMailDeliveryQuery('j-1')).toEqual({ jobId: 'j-1', page: 1, pageSize: 1 });
  });
});
