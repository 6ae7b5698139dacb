import type { PlanStatus } from '@memorial-care/contracts/domain';
import type { Communication } from '@memorial-care/contracts/http';

/** The plan status badge: active green, overdue red, inactive grey. */
export const planStatusColor: Record<PlanStatus, string> = {
  active: 'green',
  overdue: 'red',
  inactive: 'default',
};

const communicationStatuses = ['delivered', 'sent', 'read', 'queued', 'sending', 'failed'] as const;
export type KnownCommunicationStatus = (typeof communicationStatuses)[number];

/** A status the tab has a label for; anything else is shown as it came. */
export const isKnownCommunicationStatus = (status: string): status is KnownCommunicationStatus =>
  (communicationStatuses as readonly string[]).includes(status);

/** Delivered green, sent blue, failed red, other grey (spec: "delivered, sent or other"). */
export const communicationStatusColor = (status: string) =>
  status === 'delivered' || status === 'read'
    ? 'green'
    : status === 'sent'
      ? 'blue'
      : status === 'failed'
        ? 'red'
        : 'default';

/** The type's label key: email and instagram are known, anything else is "a message". */
export const communicationTypeKey = (type: Communication['type']) =>
  type === 'email' || type === 'instagram' ? type : 'other';

/** "0.00" when the amount is missing or not a number (the Requests tab's default). */
export const amountOrZero = (amount: string | null | undefined) => {
  const value = Number(amount);
  return Number.isFinite(value) && amount !== null && amount !== undefined && amount !== ''
    ? value
    : 0;
};
