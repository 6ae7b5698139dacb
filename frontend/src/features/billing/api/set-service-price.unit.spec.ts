import { describe, expect, it } from 'vitest';
import { setServicePrice } from './set-service-price';

const answer = () =>
  new Response(JSON.stringify({ items: [] }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('setServicePrice', () => {
  it('saves against the revision of the list the admin saw (If-Match)', async () => {
    const calls: [string, RequestInit][] = [];
    await setServicePrice(
      { serviceType: 'grave_cleaning', price: '35.50', etag: '"7"' },
      (url, init) => {
        calls.push([url, init]);
        return Promise.resolve(answer());
      },
    );
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(url).toMatch(/\/api\/price-list\/grave_cleaning$/);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ price: '35.50' });
    expect(new Headers(init.headers).get('If-Match')).toBe('"7"');
  });

  it('sends no If-Match when the list came without a revision', async () => {
    const calls: RequestInit[] = [];
    await setServicePrice(
      { serviceType: 'memorial_candles', price: '15', etag: null },
      (_, init) => {
        calls.push(init);
        return Promise.resolve(answer());
      },
    );
    expect(new Headers(calls[0]?.headers).has('If-Match')).toBe(false);
  });
});
