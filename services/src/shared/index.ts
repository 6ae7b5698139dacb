export * from './errors';
export * from './decider';
export * from './command-handler';
export * from './deterministic-id';
export * from './aggregate-stream';
