/**
 * A decider: pure functions only. `decide` returns the events a command yields in a state, or
 * throws a typed error; `evolve` folds one event into the state. Time and new ids arrive inside
 * the command, so these functions never read a clock or a random source.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
  /**
   * The id the event is appended with, when the decider must name it (from the command): a
   * mail's Message-ID is derived from it. Otherwise the handler draws a new one.
   */
  readonly id?: string;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  /**
   * The event types `evolve` folds. A stream may hold others (a request's photos): loading the
   * stream passes them over, and parses these with their registered schema.
   */
  readonly eventTypes: readonly Event['type'][];
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => readonly Event[];
}

export const fold = <State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State => events.reduce(decider.evolve, decider.initialState());
