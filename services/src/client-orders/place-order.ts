import type { ClientOrder } from '@memorial-care/contracts/http';
import { findServicePrice } from '@memorial-care/projections/price-list';
import type { AppDeps } from '../http/deps';
import { assertRoomOnBusyDay } from '../memorial-capacity/busy-day-check';
import { isAdministrative, type Actor } from '../service-requests/actor';
import { readGrave, requestService } from '../service-requests/commands';
import type { CommandContext } from '../shared/command-handler';
import { NotFoundError } from '../shared/errors';
import { visitInstantOf } from './visit-day';

/**
 * The grave as its stream has it (one added a moment ago counts). Another family's grave answers
 * like a missing one, so an order reveals nothing about graves that are not the caller's.
 */
const orderedGrave = async (deps: AppDeps, graveId: string, actor: Actor) => {
  const grave = await readGrave(deps.eventStore, graveId);
  const mayOrder =
    grave !== null &&
    (isAdministrative(actor) || (actor.clientId !== null && actor.clientId === grave.clientId));
  if (!grave || !mayOrder) throw new NotFoundError('Grave not found');
  return grave;
};

/**
 * A family's order for one of its graves: a pending request of the grave's client at the grave's
 * cemetery, priced from the price list (0.00 while the service has none), on the wished-for day
 * with no caretaker yet: the office schedules it. Stored with the guest form's command, so the
 * event and the rules are those of every new request.
 */
export const placeClientOrder = async (
  deps: AppDeps,
  { order, actor }: { readonly order: ClientOrder; readonly actor: Actor },
  ctx: CommandContext,
) => {
  const grave = await orderedGrave(deps, order.graveId, actor);
  const scheduledDate = visitInstantOf(order.visitDate, ctx.now);
  await assertRoomOnBusyDay(deps.pool, {
    cemeteryId: grave.cemeteryId,
    date: order.visitDate,
    acceptBusyDay: order.acceptBusyDay,
  });
  const amount = (await findServicePrice(deps.pool, order.serviceType)) ?? '0.00';
  const { id, position } = await requestService(
    deps,
    {
      clientId: grave.clientId,
      graveId: order.graveId,
      cemeteryId: grave.cemeteryId,
      serviceType: order.serviceType,
      scheduledDate,
      amount,
      specialInstructions: order.notes,
      occasionKey: order.occasionKey,
    },
    ctx,
  );
  return { id, amount, position };
};
