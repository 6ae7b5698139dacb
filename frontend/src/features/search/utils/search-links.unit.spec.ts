import { describe, expect, it } from 'vitest';
import { searchHitHref } from './search-links';

const id = '5f0c6f43-5d5b-4a43-9d6a-3b1f4f0c2a11';
const clientId = '0b7f5a3e-2b55-4f08-9f35-7e0d1f6c9a22';

describe('searchHitHref', () => {
  it('opens a client, or a grave’s client, in the clients screen', () => {
    expect(searchHitHref.clients({ id, label: 'Ana Ilić', detail: null })).toBe(
      `/admin/clients?clientId=${id}`,
    );
    expect(searchHitHref.graves({ id, label: 'Đorđe Ilić', detail: null, clientId })).toBe(
      `/admin/clients?clientId=${clientId}`,
    );
  });

  it('filters the cemeteries screen by the cemetery’s name, encoded', () => {
    expect(searchHitHref.cemeteries({ id, label: 'Novo groblje & Čačak', detail: null })).toBe(
      '/admin/cemeteries?search=Novo+groblje+%26+%C4%8Ca%C4%8Dak',
    );
  });

  it('opens a caretaker’s details and a request’s details by id', () => {
    expect(searchHitHref.caretakers({ id, label: 'Jovan', detail: null })).toBe(
      `/admin/caretakers?caretakerId=${id}`,
    );
    expect(
      searchHitHref.requests({
        id,
        label: 'Ana',
        detail: null,
        serviceType: 'grave_cleaning',
        status: 'pending',
      }),
    ).toBe(`/admin/service-requests?requestId=${id}`);
  });
});
