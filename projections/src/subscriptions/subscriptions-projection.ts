import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  subscriptionEventSchema,
  subscriptionEventTypes,
  type SubscriptionEvent,
} from '@memorial-care/contracts/events';
import type { Projection } from '../runner/projection';
import { foldRowOutcomes, writeRowOutcomes, type RowInstruction, type RowTable } from '../shared';

const subscriptionsTable: RowTable = {
  name: 'subscriptions',
  columns: ['plan', 'monthly_price', 'status', 'first_period'],
};

/** Each event sets the columns it changes on the family's one row (id: the client's id). */
const subscriptionInstruction = (event: SubscriptionEvent): RowInstruction => {
  const id = event.data.clientId;
  switch (event.type) {
    case 'SubscriptionStarted':
      return {
        kind: 'insert',
        id,
        row: {
          plan: event.data.plan,
          monthly_price: event.data.monthlyPrice,
          status: 'active',
          first_period: event.data.firstPeriod,
        },
      };
    case 'SubscriptionChanged':
      return {
        kind: 'patch',
        id,
        changes: { plan: event.data.plan, monthly_price: event.data.monthlyPrice },
      };
    case 'SubscriptionPaused':
      return { kind: 'patch', id, changes: { status: 'paused' } };
    case 'SubscriptionResumed':
      return { kind: 'patch', id, changes: { status: 'active' } };
    case 'SubscriptionEnded':
      return { kind: 'patch', id, changes: { status: 'ended' } };
  }
};

export const foldSubscriptionBatch = (events: readonly RecordedEvent[]) =>
  foldRowOutcomes(events, subscriptionEventSchema, subscriptionInstruction);

export const subscriptionsProjection: Projection = {
  name: 'subscriptions',
  eventTypes: subscriptionEventTypes,
  tables: ['subscriptions'],
  migrations: {
    group: 'projection-subscriptions',
    directory: new URL('./migrations/', import.meta.url),
  },
  applyBatch: (tx, events) =>
    writeRowOutcomes(tx, subscriptionsTable, foldSubscriptionBatch(events)),
};
