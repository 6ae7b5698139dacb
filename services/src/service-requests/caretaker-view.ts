import { limits } from '@memorial-care/contracts/domain';
import type { CaretakerTask, ServiceRequest } from '@memorial-care/contracts/http';

/** The caretaker's share of an amount ("100.00" → "70.00"), computed in cents. */
export const caretakerEarningOf = (amount: string): string => {
  const cents = Math.round(Number(amount) * 100);
  if (!Number.isFinite(cents)) return '0.00';
  return (Math.round(cents * limits.caretakerEarningsShare) / 100).toFixed(2);
};

/**
 * What a caretaker may see of a request: built field by field (never by removing fields), so a
 * field added to the full request later stays hidden from caretakers until it is listed here.
 */
export const caretakerTaskOf = (request: ServiceRequest): CaretakerTask => ({
  id: request.id,
  graveId: request.graveId,
  cemeteryId: request.cemeteryId,
  caretakerId: request.caretakerId,
  serviceType: request.serviceType,
  status: request.status,
  priority: request.priority,
  scheduledDate: request.scheduledDate,
  completedDate: request.completedDate,
  specialInstructions: request.specialInstructions,
  caretakerName: request.caretakerName,
  grave: request.grave,
  cemetery: request.cemetery,
  createdAt: request.createdAt,
  updatedAt: request.updatedAt,
  earning: caretakerEarningOf(request.amount),
});
