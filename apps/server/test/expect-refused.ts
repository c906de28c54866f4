// Checks for refused input: the status, the code and the field named, for table-driven tests.
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Sends a write that must be refused with 400 VALIDATION_FAILED naming `field` (or a field under it). */
export async function expectValidationRefused(
  t: TestApp,
  request: { method: 'PUT' | 'POST'; url: string; token: string; payload: unknown },
  field: string,
): Promise<void> {
  const res = await t.call({ ...request, payload: request.payload as object });
  const label = `${field} <- ${JSON.stringify(request.payload).slice(0, 200)}`;
  expect(res.status, label).toBe(400);
  expect(res.body.code, label).toBe('VALIDATION_FAILED');
  const escaped = field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(String(res.body.field), label).toMatch(new RegExp(`^${escaped}(\\.|$)`));
}
