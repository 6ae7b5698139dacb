import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { careReminderStreamId } from '@memorial-care/contracts/events';
import { recordedEvent, useProjectionTestWithBuiltEvents } from '../testing/built-events-test-kit';
import { careRemindersProjection } from './care-reminders-projection';
import { settledOccasions } from './queries';

const projection = useProjectionTestWithBuiltEvents(careRemindersProjection);

const graveId = '4f0c7a4e-8a55-4a53-9d43-6a3c0e7f1a10';
const clientId = '0b6d3a0e-2f1c-4c7e-8a59-1e7d2c3b4a51';
const at = (revision: bigint) => ({
  streamId: careReminderStreamId(graveId),
  revision,
  occurredAt: '2026-06-01T08:00:00.000Z',
});

const memorialDays = recordedEvent(
  {
    type: 'MemorialDaysReminderDue',
    data: {
      graveId,
      clientId,
      dateOfDeath: '2026-05-22',
      days: [
        {
          kind: 'fortiethDay',
          occasionKey: 'fortiethDay:2026-06-30',
          date: '2026-06-30',
          visitDate: '2026-06-30',
          years: null,
        },
        {
          kind: 'halfYear',
          occasionKey: 'halfYear:2026-11-22',
          date: '2026-11-22',
          visitDate: '2026-11-22',
          years: null,
        },
      ],
      coveredOccasionKeys: ['fortiethDay:2026-06-30'],
    },
  },
  at(0n),
);
const slava = recordedEvent(
  {
    type: 'CareReminderDue',
    data: {
      graveId,
      clientId,
      kind: 'slava',
      occasionKey: 'slava:2026-06-10',
      date: '2026-06-10',
      visitDate: '2026-06-10',
      years: null,
      label: 'Sveti Vid',
      daysBefore: 14,
    },
  },
  at(1n),
);

const rows = () =>
  projection.pool.any(
    sql.type(z.object({ occasionKey: z.string(), visitDate: z.string().nullable() }))`
      SELECT occasion_key AS "occasionKey", to_char(visit_date, 'YYYY-MM-DD') AS "visitDate"
      FROM care_reminders ORDER BY occasion_key`,
  );

describe('care reminders projection', () => {
  it('lists each occasion reminded of once, the memorial mail’s covered ones included', async () => {
    await projection.apply([memorialDays, slava]);
    // A replayed batch changes nothing.
    await projection.apply([memorialDays, slava]);
    expect(await rows()).toEqual([
      { occasionKey: 'fortiethDay:2026-06-30', visitDate: '2026-06-30' },
      { occasionKey: 'slava:2026-06-10', visitDate: '2026-06-10' },
    ]);
    const settled = await settledOccasions(projection.pool, [
      { graveId, occasionKey: 'slava:2026-06-10' },
      { graveId, occasionKey: 'halfYear:2026-11-22' },
      { graveId: clientId, occasionKey: 'slava:2026-06-10' },
    ]);
    expect([...settled]).toEqual([`${graveId}/slava:2026-06-10`]);
  });
});
