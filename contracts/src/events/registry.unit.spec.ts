import { describe, expect, it } from 'vitest';
import {
  bankStatementEventSchema,
  invoiceEventSchema,
  paymentReferenceEventSchema,
  planInvoiceEventSchema,
  refundReferenceEventSchema,
  subscriptionEventSchema,
} from './billing';
import { calendarFeedEventSchema } from './calendar-feeds';
import { careReminderEventSchema } from './care-reminders';
import { caretakerEventSchema } from './caretakers';
import { cemeteryEventSchema } from './cemeteries';
import { clientEmailEventSchema, clientEventSchema } from './clients';
import { communicationEventSchema } from './communications';
import { exchangeRateEventSchema } from './exchange-rates';
import { graveEventSchema } from './graves';
import { inviteEventSchemas } from './invites';
import { invoiceOverdueEventSchema } from './invoice-overdue';
import { mailDeliveryEventSchema } from './mail-deliveries';
import { mailboxAuthorizationEventSchema } from './mail-authorization';
import { caretakerEarningsEventSchema } from './payouts';
import { notificationMailEventSchema, notificationReadEventSchema } from './notifications';
import { photoEventSchema } from './photos';
import { priceListEventSchema } from './price-list';
import { projectionSkipEventSchema } from './projection-skips';
import { eventDefinitionOf, eventDefinitions } from './registry';
import { serviceInvoiceEventSchema } from './service-invoices';
import { serviceRequestEventSchema } from './service-requests';
import { userEmailReservedSchema, userEventSchemas } from './users';

/** Every feature's events: the unions the deciders and projections are typed with. */
const featureSchemas = new Map<string, unknown>([
  ...[
    calendarFeedEventSchema,
    careReminderEventSchema,
    caretakerEventSchema,
    cemeteryEventSchema,
    clientEventSchema,
    clientEmailEventSchema,
    communicationEventSchema,
    graveEventSchema,
    mailboxAuthorizationEventSchema,
    bankStatementEventSchema,
    invoiceEventSchema,
    invoiceOverdueEventSchema,
    mailDeliveryEventSchema,
    paymentReferenceEventSchema,
    refundReferenceEventSchema,
    planInvoiceEventSchema,
    subscriptionEventSchema,
    exchangeRateEventSchema,
    priceListEventSchema,
    serviceInvoiceEventSchema,
    caretakerEarningsEventSchema,
    notificationMailEventSchema,
    notificationReadEventSchema,
    photoEventSchema,
    projectionSkipEventSchema,
    serviceRequestEventSchema,
  ].flatMap((union) =>
    union.options.map((option) => [option.shape.type.value, option.shape.data] as const),
  ),
  ...Object.entries(inviteEventSchemas),
  ...Object.entries(userEventSchemas),
  ['UserEmailReserved', userEmailReservedSchema],
]);

describe('eventDefinitions', () => {
  it('defines every event type once', () => {
    const types = eventDefinitions.map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual([...featureSchemas.keys()].sort());
  });

  it("parses each event with its feature's own schema, so a parsed event is the feature's type", () => {
    for (const [type, schema] of featureSchemas)
      expect(eventDefinitionOf(type)?.schema, type).toBe(schema);
  });

  it('has an upcaster from every older version to the next', () => {
    for (const definition of eventDefinitions) {
      const from = Object.keys(definition.upcasters).map(Number).sort();
      expect(from, definition.type).toEqual(
        Array.from({ length: definition.version - 1 }, (_, i) => i + 1),
      );
    }
  });

  it('describes every event in one line', () => {
    for (const definition of eventDefinitions)
      expect(definition.description, definition.type).toMatch(/^[^\n]{10,120}$/);
  });
});
