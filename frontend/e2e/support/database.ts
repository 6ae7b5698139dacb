import pg from 'pg';

/** Reads the running app's database: for what the screens never show (ids, the event log). */
export const queryDatabase = async <T>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
};
