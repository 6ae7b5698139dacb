import { expect } from 'vitest';
import { fold, type Decider, type DomainEvent } from '../decider';

/** An error class, abstract or not, e.g. `NotFoundError` or `AppError`. */
export type ErrorClass<E extends Error = Error> = abstract new (...args: never[]) => E;

/** Fields the thrown error must match (`toMatchObject`), or a predicate it must satisfy. */
export type ErrorCheck<E extends Error> =
  Readonly<Record<string, unknown>> | ((error: E) => boolean);

export interface DeciderThen<Event extends DomainEvent> {
  /** `decide` returns exactly these events, in this order. */
  readonly then: (expected: readonly Event[]) => void;
  /** `decide` returns no events. */
  readonly thenNothing: () => void;
  /** `decide` throws an instance of `type` that also passes `check`, if given. */
  readonly thenThrows: <E extends Error>(type: ErrorClass<E>, check?: ErrorCheck<E>) => void;
}

export interface DeciderWhen<Command, Event extends DomainEvent> {
  readonly when: (command: Command) => DeciderThen<Event>;
}

export type DeciderGiven<Command, Event extends DomainEvent> = (
  events: readonly Event[],
) => DeciderWhen<Command, Event>;

type Outcome<Event> = { readonly events: readonly Event[] } | { readonly error: unknown };

const outcomeOf = <Event>(run: () => readonly Event[]): Outcome<Event> => {
  try {
    return { events: run() };
  } catch (error) {
    return { error };
  }
};

/**
 * Given events / when command / then events or error, folded through the real decider — the
 * shape of Emmett's `DeciderSpecification`, asserting with vitest's `expect`:
 *
 *   const given = DeciderSpecification.for(gravesDecider);
 *   given([added]).when(remove).then([removed]);
 *   given([]).when(remove).thenThrows(NotFoundError, { message: 'Grave not found' });
 *
 * Each `when` folds the given events afresh, so one `given(...)` may be reused.
 */
export const DeciderSpecification = {
  for:
    <State, Command, Event extends DomainEvent>(
      decider: Decider<State, Command, Event>,
    ): DeciderGiven<Command, Event> =>
    (events) => ({
      when: (command) => {
        const run = () => decider.decide(command, fold(decider, events));
        return {
          then: (expected) => expect(run()).toEqual(expected),
          thenNothing: () => expect(run()).toEqual([]),
          thenThrows: <E extends Error>(type: ErrorClass<E>, check?: ErrorCheck<E>) => {
            const outcome = outcomeOf(run);
            if (!('error' in outcome)) {
              expect.unreachable(
                `expected decide to throw ${type.name}, but it returned ${JSON.stringify(outcome.events)}`,
              );
            }
            expect(outcome.error).toBeInstanceOf(type);
            if (typeof check === 'function') {
              expect(check(outcome.error as E), 'error check').toBe(true);
            } else if (check) {
              expect(outcome.error).toMatchObject(check);
            }
          },
        };
      },
    }),
};
