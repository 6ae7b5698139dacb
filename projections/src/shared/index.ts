export * from './row-outcomes';
export * from './write-row-outcomes';
