// Database commands on the tests' PostgreSQL server (CREATE and DROP DATABASE).
import pg from 'pg';

/** Runs `statement` on the PostgreSQL server of `url`, on a connection of its own. */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `url` with another database name. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
