import type { ClientOrderInput, GraveServiceType } from '@memorial-care/contracts/http';
import type { Dayjs } from 'dayjs';
import type { OrderOccasion } from './order-prefill';

/** The order form's fields, named as the request body names them (server errors find them). */
export interface OrderFormValues {
  readonly graveId?: string;
  readonly serviceType?: GraveServiceType;
  readonly visitDate?: Dayjs | null;
  readonly notes?: string;
}

/** The values the form submits: its rules require the grave, the service and the day. */
export type SubmittedOrderValues = Required<Omit<OrderFormValues, 'notes'>> &
  Pick<OrderFormValues, 'notes'> & { readonly visitDate: Dayjs };

export const orderFormFields = ['graveId', 'serviceType', 'visitDate', 'notes'] as const;

export const toOrderInput = (
  values: SubmittedOrderValues,
  occasion: OrderOccasion | null,
  acceptBusyDay: boolean,
): ClientOrderInput => ({
  graveId: values.graveId,
  serviceType: values.serviceType,
  visitDate: values.visitDate.format('YYYY-MM-DD'),
  occasionKey: occasion?.key ?? null,
  notes: values.notes?.trim() || null,
  acceptBusyDay,
});
