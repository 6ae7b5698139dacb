export * from './checks';
export * from './routes';
