export * from './errors';
export * from './auth';
export * from './positions';
export * from './cemeteries';
export * from './caretakers';
export * from './clients';
export * from './graves';
export * from './service-requests';
