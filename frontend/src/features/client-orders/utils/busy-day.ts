import {
  dayOverCapacityCode,
  dayOverCapacityDetailsSchema,
  type DayOverCapacityDetails,
} from '@memorial-care/contracts/http';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * The server's warning that the day is over capacity at the grave's cemetery (409
 * DAY_OVER_CAPACITY): its figures when it sent them, `{}` without; null for any other failure.
 */
export function busyDayOf(error: unknown): Partial<DayOverCapacityDetails> | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  if (error.body?.code !== dayOverCapacityCode) return null;
  const details = dayOverCapacityDetailsSchema.safeParse(error.body.details);
  return details.success ? details.data : {};
}
