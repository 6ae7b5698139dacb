import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { searchTotalCap } from '@memorial-care/contracts/http';
import { serviceRequestedData } from '@memorial-care/services/testing';
import { testEvent, useProjectionTestWithEventStore } from '../testing';
import { listServiceRequests } from './queries';
import { serviceRequestsProjection } from './service-requests-projection';

// A search most rows match ("Ilić" in a Serbian office) is counted up to a cap: counting 100,000
// matches cost more than the list's 50 ms budget. Filters without a search still count exactly.

const context = useProjectionTestWithEventStore(serviceRequestsProjection);

const guestRequest = (name: string) =>
  serviceRequestedData({
    guest: { name, email: 'guest@example.com', phone: '+381 11 123 4567' },
  });

/** Copies the projected row `copies` times under new ids (the rows a real log would give). */
const cloneRow = (requestId: string, copies: number) =>
  context.db.pool.query(sql.unsafe`
    INSERT INTO service_requests
    SELECT (jsonb_populate_record(NULL::service_requests,
              to_jsonb(sr) || jsonb_build_object('id', gen_random_uuid()))).*
    FROM service_requests sr, generate_series(1, ${copies}::int)
    WHERE sr.id = ${requestId}::uuid`);

const list = (search?: string) =>
  listServiceRequests(context.db.pool, { ...(search ? { search } : {}), page: 1, pageSize: 20 });

describe('the requests list total under a search', () => {
  it('counts exactly up to the cap, then answers the cap and says so', async () => {
    const ilic = guestRequest('Ana Ilić');
    await context.append(`service-request-${ilic.requestId}`, testEvent('ServiceRequested', ilic));
    const other = guestRequest('Marko Jovanović');
    await context.append(
      `service-request-${other.requestId}`,
      testEvent('ServiceRequested', other),
    );
    await context.apply(await context.nextBatch());

    await cloneRow(ilic.requestId, searchTotalCap - 1);
    const atTheCap = await list('ilic');
    expect(atTheCap.total).toBe(searchTotalCap);
    expect(atTheCap.totalIsCapped).toBeUndefined();
    expect(atTheCap.items).toHaveLength(20);

    await cloneRow(ilic.requestId, 1);
    const pastTheCap = await list('ilić');
    expect(pastTheCap).toMatchObject({ total: searchTotalCap, totalIsCapped: true });
    expect(pastTheCap.items).toHaveLength(20);

    // Without a search the count stays exact, and a rare name is counted as it is.
    expect(await list()).toMatchObject({ total: searchTotalCap + 2 });
    expect((await list()).totalIsCapped).toBeUndefined();
    expect(await list('jovanovic')).toMatchObject({ total: 1 });
  });
});
