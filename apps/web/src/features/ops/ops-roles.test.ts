import { describe, expect, it } from 'vitest';
import { canEdit, canSee } from './ops-roles';

describe('who runs payments in the console', () => {
  it('lets only admins decide on money and change its rules, as the server does', () => {
    for (const section of ['deposits', 'withdrawals', 'channels', 'money'] as const) {
      expect(canEdit('admin', section)).toBe(true);
      expect(canEdit('support', section)).toBe(false);
      expect(canEdit('content', section)).toBe(false);
    }
  });

  it('shows support the withdrawals (read only) and nothing else of the money', () => {
    expect(canSee('support', 'withdrawals')).toBe(true);
    expect(canSee('support', 'deposits')).toBe(false);
    expect(canSee('support', 'channels')).toBe(false);
    expect(canSee('support', 'money')).toBe(false);
    expect(canSee('content', 'withdrawals')).toBe(false);
  });
});
