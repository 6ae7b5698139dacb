/** The server that tests use: DATABASE_URL's server when set, else the local one. */
const baseUrl = () =>
  new URL(process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/postgres');

export const withDatabase = (name: string) => {
  const url = baseUrl();
  url.pathname = `/${name}`;
  return url.toString();
};

export const adminDatabaseUrl = () => withDatabase('postgres');

export const testRedisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
