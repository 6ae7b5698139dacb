import type { EventStore } from '@memorial-care/contracts/event-store';
import { priceListStreamId, type PricedServiceType } from '@memorial-care/contracts/events';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import { priceListDecider } from './price-list-decider';

/**
 * Sets a service's price on the price list. Two admins at once: the loser is decided again on
 * the fresh list (or refused with 412 when it named the revision it saw with `If-Match`).
 */
export const setServicePrice = async (
  eventStore: EventStore,
  data: { readonly serviceType: PricedServiceType; readonly price: string },
  ctx: CommandContext,
) => {
  const result = await handleCommand(
    eventStore,
    priceListStreamId,
    priceListDecider,
    { type: 'SetServicePrice', data },
    ctx,
  );
  return { position: result.position };
};
