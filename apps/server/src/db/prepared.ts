// The busiest statements (every posting, every vendor call) run as named prepared statements:
// PostgreSQL then parses and plans a text once per connection instead of on every call, which on
// these short statements is a good part of the database's work. The name is derived from the
// text, so a statement whose text varies gets one name per variant; use it only for statements
// whose text is fixed (values as parameters), or each variant stays prepared on every connection.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** As `db.execute(query)`, the statement prepared once per connection (PGlite has one). */
export async function executePrepared<Row>(db: Db, query: SQL): Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, nameOf(built.sql), false);
  return (await prepared.execute()) as { rows: Row[] };
}
