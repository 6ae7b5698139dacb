import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { attachmentFileName, fetchInvoicesCsv } from './export-invoices-csv';

describe('fetchInvoicesCsv', () => {
  it('asks with the filters, with the session, and keeps the server’s file name', async () => {
    const calls: [string, RequestInit][] = [];
    const { blob, fileName } = await fetchInvoicesCsv(
      { status: 'open', aging: '1-30', sort: 'dueDate', search: 'Petrović' },
      async (input, init) => {
        calls.push([input, init]);
        return new Response('\ufeffnumber\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="invoices-2026-05-14.csv"',
          },
        });
      },
    );
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(url).toMatch(
      /\/api\/invoices\/export\.csv\?status=open&aging=1-30&sort=dueDate&search=Petrovi%C4%87$/,
    );
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(fileName).toBe('invoices-2026-05-14.csv');
    // The bytes as sent, the byte order mark included.
    expect([...new Uint8Array(await blob.arrayBuffer())].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blob.text()).toBe('number\r\n');
  });

  it('throws the API’s refusal with its code, so that it is shown translated', async () => {
    const refusal = fetchInvoicesCsv({ sort: '-issuedOn' }, async () =>
      Response.json({ message: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 }),
    );
    await expect(refusal).rejects.toBeInstanceOf(ApiRequestError);
    await expect(refusal).rejects.toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('reads the file name of an attachment header', () => {
    expect(attachmentFileName('attachment; filename="invoices-2026-01-02.csv"')).toBe(
      'invoices-2026-01-02.csv',
    );
    expect(attachmentFileName('inline')).toBeNull();
    expect(attachmentFileName(null)).toBeNull();
  });
});
