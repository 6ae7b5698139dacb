import type { PriceList } from '@memorial-care/contracts/http';

/**
 * The amount a new request's form shows once a service type is chosen: the service's listed
 * price, unless the admin typed an amount of their own (kept as typed). An amount still as the
 * list filled it (or empty) follows the chosen service; `undefined` leaves the field alone.
 */
export function amountFromPriceList(
  current: number | string | null | undefined,
  lastFilled: number | null,
  listedPrice: string | null | undefined,
): number | null | undefined {
  const untouched =
    current === null ||
    current === undefined ||
    current === '' ||
    (lastFilled !== null && Number(current) === lastFilled);
  if (!untouched) return undefined;
  const price = listedPrice === null || listedPrice === undefined ? null : Number(listedPrice);
  if (price === null && (current === null || current === undefined || current === ''))
    return undefined;
  return price;
}

/** The listed price of a service type, if the list has one. */
export const listedPriceOf = (
  list: PriceList | undefined,
  serviceType: string | null | undefined,
) =>
  serviceType
    ? (list?.items.find((item) => item.serviceType === serviceType)?.price ?? null)
    : null;
