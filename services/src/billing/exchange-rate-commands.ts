import { exchangeRateStreamId } from '@memorial-care/contracts/events';
import type { EventStore } from '@memorial-care/contracts/event-store';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import { exchangeRateDecider, type SetExchangeRate } from './exchange-rate-decider';

/** Sets the rate of a currency (the same rate, day and note again records nothing). */
export const setExchangeRate = async (
  eventStore: EventStore,
  data: SetExchangeRate['data'],
  ctx: CommandContext,
) => {
  const result = await handleCommand(
    eventStore,
    exchangeRateStreamId(data.currency),
    exchangeRateDecider,
    { type: 'SetExchangeRate', data },
    ctx,
  );
  return { position: result.position };
};
