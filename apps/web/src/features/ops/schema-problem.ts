// Checks a form against its contract before sending, and names the first problem's field, so
// the operator sees what to fix without a round trip.
import type { z } from 'zod';

export type SchemaCheck<T> = { data: T; problem: null } | { data: null; problem: string };

export function checkWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
): SchemaCheck<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data, problem: null };
  const issue = parsed.error.issues[0]!;
  return { data: null, problem: issue.path.map(String).join('.') || '-' };
}
