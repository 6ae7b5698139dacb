// Domain event schemas, one file per feature, each exporting its zod schemas and union.
export {};
export * from './cemeteries';
export * from './clients';
export * from './caretakers';
export * from './graves';
export * from './service-requests';
export * from './users';
