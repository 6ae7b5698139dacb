import { sql, type CommonQueryMethods } from 'slonik';
import { z } from 'zod';
import { ledgerPlanStatus } from '../shared/plan-status';
import { planStatusSchema, type PlanStatus } from '@memorial-care/contracts/domain';

// Facts from other read models that the request form's rules need (the decider gets them as
// data): a caretaker's working days and holidays, a client's plan status.

const caretakerAvailabilitySchema = z.object({
  caretakerId: z.string(),
  name: z.string(),
  preferredVisitDays: z.array(z.string()),
  holidayDates: z.array(z.string()),
});
export type CaretakerAvailabilityRow = z.infer<typeof caretakerAvailabilitySchema>;

export const findCaretakerAvailability = (
  db: CommonQueryMethods,
  caretakerId: string,
): Promise<CaretakerAvailabilityRow | null> =>
  db.maybeOne(sql.type(caretakerAvailabilitySchema)`
    SELECT
      id::text AS "caretakerId",
      name,
      preferred_visit_days AS "preferredVisitDays",
      array(SELECT to_char(d, 'YYYY-MM-DD') FROM unnest(holiday_dates) AS d) AS "holidayDates"
    FROM caretakers
    WHERE id = ${caretakerId}::uuid`);

export const findClientPlanStatus = async (
  db: CommonQueryMethods,
  clientId: string,
): Promise<PlanStatus | null> =>
  db.maybeOneFirst(sql.type(z.object({ planStatus: planStatusSchema }))`
    SELECT ${ledgerPlanStatus(sql.identifier(['c']))} AS "planStatus"
    FROM clients AS c WHERE c.id = ${clientId}::uuid`);
