import { z } from 'zod';
import { idPathParam } from '@memorial-care/contracts/domain';
import {
  closePayoutMonthInputSchema,
  markPayoutPaidInputSchema,
  openEarningsQuerySchema,
  payoutListQuerySchema,
} from '@memorial-care/contracts/http';
import {
  caretakersWithOpenEarnings,
  getPayoutStatement,
  getPayoutStatements,
  listPayoutStatements,
  openEarnings,
} from '@memorial-care/projections/payouts';
import { defineRoute, type SessionUser } from '../http/route';
import { ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { closePayoutMonth, markPayoutPaid } from './commands';

const idParams = z.object({ id: idPathParam });
const statementNotFound = () => new NotFoundError('Payout statement not found');

/** The caretaker a caretaker's request reads: always their own. */
const ownCaretakerId = (user: SessionUser | null) => {
  if (!user?.caretakerId) throw new ForbiddenError('This account is not linked to a caretaker');
  return user.caretakerId;
};

/** Null for an admin (everyone's); a caretaker's own id. */
const scopeOf = (user: SessionUser | null) =>
  user?.role === 'admin' ? null : ownCaretakerId(user);

export const payoutsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/payouts',
    access: ['admin', 'caretaker'],
    query: payoutListQuerySchema,
    handle: async ({ query, user, deps }) => {
      const own = scopeOf(user);
      // A caretaker naming another caretaker asks for statements that are not theirs: none.
      if (own && query.caretakerId && query.caretakerId !== own)
        return { body: { items: [], total: 0 } };
      return {
        body: await listPayoutStatements(deps.pool, own ? { ...query, caretakerId: own } : query),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/payouts/earnings',
    access: ['admin', 'caretaker'],
    query: openEarningsQuerySchema,
    handle: async ({ query, user, deps }) => ({
      body: await openEarnings(deps.pool, scopeOf(user) ?? query.caretakerId ?? null),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/payouts/:id',
    access: ['admin', 'caretaker'],
    params: idParams,
    handle: async ({ params, user, deps }) => {
      const own = scopeOf(user);
      const statement = await getPayoutStatement(deps.pool, params.id);
      // Another caretaker's statement is "not found" for them (403 would say it exists).
      if (!statement || (own && statement.caretakerId !== own)) throw statementNotFound();
      return { body: statement };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/payouts/close',
    access: ['admin'],
    body: closePayoutMonthInputSchema,
    handle: async ({ body, deps, command }) => {
      const caretakerIds = await caretakersWithOpenEarnings(deps.pool, body.month);
      const { created, position } = await closePayoutMonth(
        deps.eventStore,
        { month: body.month, caretakerIds },
        command,
      );
      if (position) await deps.waitForProjections(position);
      return {
        body: { month: body.month, created: await getPayoutStatements(deps.pool, created) },
        position,
      };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/payouts/:id/paid',
    access: ['admin'],
    params: idParams,
    body: markPayoutPaidInputSchema,
    handle: async ({ params, body, deps, command }) => {
      const statement = await getPayoutStatement(deps.pool, params.id);
      if (!statement) throw statementNotFound();
      const method = body.method ?? statement.preferredPaymentMethod;
      if (!method) {
        const message = 'Choose how the caretaker was paid (no preferred method is set)';
        throw new ValidationError(message, [{ path: 'body.method', message }]);
      }
      if (body.paidOn < `${statement.month}-01`) {
        const message = 'The payout cannot be paid before its month began';
        throw new ValidationError(message, [{ path: 'body.paidOn', message }]);
      }
      const { position } = await markPayoutPaid(
        deps.eventStore,
        {
          statementId: statement.id,
          caretakerId: statement.caretakerId,
          method,
          paidOn: body.paidOn,
          reference: body.reference,
        },
        command,
      );
      if (position) await deps.waitForProjections(position);
      const paid = await getPayoutStatement(deps.pool, statement.id);
      if (!paid) throw statementNotFound();
      return { body: paid, position };
    },
  }),
];
