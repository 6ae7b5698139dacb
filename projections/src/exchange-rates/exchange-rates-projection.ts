import { sql } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { exchangeRateEventSchema, exchangeRateEventTypes } from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { rowsAsJsonb } from '../shared';

/** One row per rate set, keyed by its stream revision (idempotent on a replay). */
export const exchangeRateRowsOf = (events: readonly RecordedEvent[]) =>
  events.map((recorded) => {
    // A payload that does not parse throws: the runner pauses the projection on it.
    const { data } = exchangeRateEventSchema.parse({ type: recorded.type, data: recorded.data });
    return {
      currency: data.currency,
      revision: recorded.revision.toString(),
      rate: data.rate,
      effective_on: data.effectiveOn,
      note: data.note,
      set_at: recorded.metadata?.occurredAt ?? recorded.createdAt.toISOString(),
    };
  });

export const exchangeRatesProjection: Projection = {
  name: 'exchange-rates',
  eventTypes: exchangeRateEventTypes,
  tables: ['exchange_rates'],
  migrations: {
    group: 'projection-exchange-rates',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch: async (tx, events) => {
    const rows = exchangeRateRowsOf(events);
    if (rows.length === 0) return;
    await tx.query(sql.unsafe`
      INSERT INTO exchange_rates (currency, revision, rate, effective_on, note, set_at)
      SELECT currency, revision, rate, effective_on, note, set_at
      FROM jsonb_to_recordset(${rowsAsJsonb(rows)})
        AS r(currency text, revision bigint, rate numeric, effective_on date, note text,
             set_at timestamptz)
      ON CONFLICT (currency, revision) DO NOTHING`);
  },
};
