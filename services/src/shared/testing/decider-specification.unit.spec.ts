import { describe, expect, it } from 'vitest';
import type { Decider } from '../decider';
import { AppError, DomainRuleError, NotFoundError } from '../errors';
import { DeciderSpecification } from './decider-specification';

// A tiny counter decider, only to exercise the harness.
type CounterEvent =
  | { readonly type: 'Incremented'; readonly data: { readonly by: number; readonly total: number } }
  | { readonly type: 'Reset'; readonly data: Record<string, never> };
type CounterCommand =
  { readonly type: 'Increment'; readonly by: number } | { readonly type: 'Reset' };

const counter: Decider<number, CounterCommand, CounterEvent> = {
  eventTypes: ['Incremented', 'Reset'],
  initialState: () => 0,
  evolve: (total, event) => (event.type === 'Incremented' ? event.data.total : 0),
  decide: (command, total) => {
    if (command.type === 'Reset') return total === 0 ? [] : [{ type: 'Reset', data: {} }];
    if (command.by <= 0) throw new DomainRuleError('INVALID_STEP', 'Step must be positive');
    return [{ type: 'Incremented', data: { by: command.by, total: total + command.by } }];
  },
};

const given = DeciderSpecification.for(counter);
const incremented = (by: number, total: number): CounterEvent => ({
  type: 'Incremented',
  data: { by, total },
});
const increment = (by: number): CounterCommand => ({ type: 'Increment', by });
const reset: CounterCommand = { type: 'Reset' };

describe('DeciderSpecification', () => {
  describe('then', () => {
    it('passes when decide returns exactly the expected events', () =>
      given([])
        .when(increment(2))
        .then([incremented(2, 2)]));

    it('folds the given events in order before deciding', () =>
      given([incremented(2, 2), { type: 'Reset', data: {} }, incremented(3, 3)])
        .when(increment(1))
        .then([incremented(1, 4)]));

    it('fails when the events differ', () =>
      expect(() =>
        given([])
          .when(increment(2))
          .then([incremented(2, 3)]),
      ).toThrow());

    it('fails when decide throws', () =>
      expect(() => given([]).when(increment(0)).then([])).toThrow('Step must be positive'));

    it('folds afresh for every when, so one given serves several commands', () => {
      const history = [incremented(5, 5)];
      const afterFive = given(history);
      afterFive.when(increment(1)).then([incremented(1, 6)]);
      afterFive.when(increment(1)).then([incremented(1, 6)]);
      expect(history).toEqual([incremented(5, 5)]);
    });
  });

  describe('thenNothing', () => {
    it('passes when decide returns no events', () => given([]).when(reset).thenNothing());

    it('fails when decide returns events', () =>
      expect(() =>
        given([incremented(1, 1)])
          .when(reset)
          .thenNothing(),
      ).toThrow());
  });

  describe('thenThrows', () => {
    it('passes when decide throws an instance of the class', () => {
      given([]).when(increment(0)).thenThrows(DomainRuleError);
      given([]).when(increment(0)).thenThrows(AppError);
    });

    it('checks the fields of the error', () =>
      given([]).when(increment(-1)).thenThrows(DomainRuleError, {
        status: 422,
        code: 'INVALID_STEP',
        message: 'Step must be positive',
      }));

    it('checks the error with a predicate', () =>
      given([])
        .when(increment(-1))
        .thenThrows(DomainRuleError, (error) => error.code === 'INVALID_STEP'));

    it('fails, naming what decide returned, when nothing is thrown', () =>
      expect(() => given([]).when(increment(1)).thenThrows(DomainRuleError)).toThrow(
        'expected decide to throw DomainRuleError, but it returned [{"type":"Incremented"',
      ));

    it('fails when the error is of another class', () =>
      expect(() => given([]).when(increment(0)).thenThrows(NotFoundError)).toThrow());

    it('fails when a field differs', () =>
      expect(() =>
        given([]).when(increment(0)).thenThrows(DomainRuleError, { code: 'OTHER' }),
      ).toThrow());

    it('fails when the predicate says no', () =>
      expect(() =>
        given([])
          .when(increment(0))
          .thenThrows(DomainRuleError, (error) => error.status === 400),
      ).toThrow('error check'));
  });
});
