import { sql } from 'slonik';
import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import { priceListEventSchema, priceListEventTypes } from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { rowsAsJsonb } from '../shared';

interface PriceRow {
  readonly service_type: string;
  readonly price: string;
  readonly version: number;
  readonly updated_at: string;
}

/** A batch's price changes, the last one of each service winning (log order). */
export const foldPriceBatch = (events: readonly RecordedEvent[]): PriceRow[] => {
  const rows = new Map<string, PriceRow>();
  for (const recorded of events) {
    // A payload that does not parse throws: the runner pauses the projection on it.
    const { data } = priceListEventSchema.parse({ type: recorded.type, data: recorded.data });
    rows.set(data.serviceType, {
      service_type: data.serviceType,
      price: data.price,
      version: Number(recorded.revision),
      updated_at: recorded.metadata?.occurredAt ?? recorded.createdAt.toISOString(),
    });
  }
  return [...rows.values()];
};

export const priceListProjection: Projection = {
  name: 'price-list',
  eventTypes: priceListEventTypes,
  tables: ['service_prices'],
  migrations: {
    group: 'projection-price-list',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch: async (tx, events) => {
    const rows = foldPriceBatch(events);
    if (rows.length === 0) return;
    await tx.query(sql.unsafe`
      INSERT INTO service_prices (service_type, price, version, updated_at)
      SELECT service_type, price, version, updated_at
      FROM jsonb_to_recordset(${rowsAsJsonb(rows)})
        AS r(service_type text, price numeric, version bigint, updated_at timestamptz)
      ON CONFLICT (service_type) DO UPDATE
        SET price = EXCLUDED.price, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at
        WHERE service_prices.version < EXCLUDED.version`);
  },
};
