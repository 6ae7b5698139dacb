import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { serviceTypes } from '@memorial-care/contracts/domain';
import type { PriceList } from '@memorial-care/contracts/http';

const priceRow = z.object({
  serviceType: z.string(),
  price: z.string(),
  updatedAt: z.string(),
});

/** Every service of the request form in the form's order, with its price or null. */
export const getPriceList = async (db: CommonQueryMethods): Promise<PriceList> => {
  const rows = await db.any(sql.type(priceRow)`
    SELECT service_type AS "serviceType", price::text AS "price",
           to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
    FROM service_prices`);
  const byType = new Map(rows.map((row) => [row.serviceType, row]));
  return {
    items: serviceTypes.map((serviceType) => {
      const row = byType.get(serviceType);
      return {
        serviceType,
        price: row?.price ?? null,
        updatedAt: row?.updatedAt ?? null,
      };
    }),
  };
};

/** A service's current price (EUR, two places), or null while it has none. */
export const findServicePrice = async (
  db: CommonQueryMethods,
  serviceType: string,
): Promise<string | null> =>
  db.maybeOneFirst(sql.type(z.object({ price: z.string() }))`
    SELECT price::text AS "price" FROM service_prices WHERE service_type = ${serviceType}`);
