export * from './row-outcomes';
export * from './write-row-outcomes';
export * from './storable-values';
export * from './rows-as-jsonb';
export * from './plan-status';
export * from './iso-instant';
export * from './like-pattern';
