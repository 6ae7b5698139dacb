import type {
  BankStatementEvent,
  StatementLineResolved,
  UnmatchedStatementLine,
} from '@memorial-care/contracts/events';
import type { Decider } from '../../shared/decider';
import { ConflictError, DomainRuleError, NotFoundError } from '../../shared/errors';

// An imported statement's review: each unmatched transfer is settled once, by an admin.

export interface ResolveStatementLine {
  readonly type: 'ResolveStatementLine';
  readonly data: StatementLineResolved;
}

export interface StatementState {
  readonly unmatched: ReadonlyMap<number, UnmatchedStatementLine>;
  readonly resolved: ReadonlySet<number>;
}

export const transferNotFound = () => new NotFoundError('Transfer not found');

/** The unmatched transfer a resolution is about; refuses one already settled. */
export const openTransfer = (state: StatementState, line: number) => {
  const transfer = state.unmatched.get(line);
  if (!transfer) throw transferNotFound();
  if (state.resolved.has(line))
    throw new ConflictError('This transfer was already settled. Reload the list.', 'CONFLICT');
  return transfer;
};

export const assertRecordable = (transfer: UnmatchedStatementLine) => {
  if (transfer.currency !== 'EUR')
    throw new DomainRuleError(
      'VALIDATION_FAILED',
      `Only EUR transfers can be recorded against an invoice (this one is in ${transfer.currency})`,
    );
};

export const statementDecider: Decider<StatementState, ResolveStatementLine, BankStatementEvent> = {
  eventTypes: ['BankStatementImported', 'StatementLineResolved'],
  initialState: () => ({ unmatched: new Map(), resolved: new Set() }),
  evolve: (state, event) =>
    event.type === 'BankStatementImported'
      ? { ...state, unmatched: new Map(event.data.unmatched.map((line) => [line.line, line])) }
      : { ...state, resolved: new Set([...state.resolved, event.data.line]) },
  decide: (command, state) => {
    openTransfer(state, command.data.line);
    return [{ type: 'StatementLineResolved', data: command.data }];
  },
};
