import { describe, expect, it } from 'vitest';
import { canEdit, canSee, hasPermission } from './ops-roles';

describe('who runs payments in the console', () => {
  it('lets only admins decide on money and change its rules, as the server does', () => {
    for (const section of ['deposits', 'withdrawals', 'channels', 'money'] as const) {
      expect(canEdit('admin', section)).toBe(true);
      expect(canEdit('support', section)).toBe(false);
      expect(canEdit('content', section)).toBe(false);
    }
  });

  it('shows support the money lists (read only: money.read) and none of the money rules', () => {
    expect(canSee('support', 'withdrawals')).toBe(true);
    expect(canEdit('support', 'withdrawals')).toBe(false);
    expect(canSee('support', 'deposits')).toBe(true);
    expect(canEdit('support', 'deposits')).toBe(false);
    expect(canSee('support', 'channels')).toBe(false);
    expect(canSee('support', 'money')).toBe(false);
    expect(canSee('content', 'withdrawals')).toBe(false);
  });
});

describe('the site settings sections', () => {
  it('show each only to the roles holding its read permission, as the contracts say', () => {
    // settings.edit: countries, domains, account security (admin only among built-in roles).
    for (const section of ['countries', 'domains', 'accountSecurity'] as const) {
      expect(canSee('admin', section)).toBe(true);
      expect(canSee('content', section)).toBe(false);
      expect(canSee('finance', section)).toBe(false);
    }
    // The outbox holds members' codes: members.read.
    expect(canSee('support', 'outbox')).toBe(true);
    expect(canSee('content', 'outbox')).toBe(false);
    // Vendors and templates are read by every operator, changed by content.
    expect(canSee('finance', 'vendors')).toBe(true);
    expect(canEdit('finance', 'vendors')).toBe(false);
    expect(canEdit('content', 'vendors')).toBe(true);
    expect(canEdit('content', 'templates')).toBe(true);
    expect(canEdit('support', 'templates')).toBe(false);
  });

  it('gives the vendor wallet and key controls to games.edit only', () => {
    expect(hasPermission('admin', 'games.edit')).toBe(true);
    expect(hasPermission('content', 'games.edit')).toBe(false);
    expect(hasPermission({ permissions: ['games.edit'] }, 'games.edit')).toBe(true);
  });
});

describe('the points section', () => {
  it('lets the holders of loyalty.edit change the rules and catalogue, and of loyalty.decide decide', () => {
    // Support decides redemptions but may not change the catalogue (the server refuses it).
    expect(canSee('support', 'points')).toBe(true);
    expect(canEdit('support', 'points')).toBe(false);
    expect(hasPermission('support', 'loyalty.decide')).toBe(true);
    // A role with the catalogue and no decisions.
    const catalogueOnly = { permissions: ['loyalty.read', 'loyalty.edit'] } as const;
    expect(canEdit(catalogueOnly, 'points')).toBe(true);
    expect(hasPermission(catalogueOnly, 'loyalty.decide')).toBe(false);
    expect(canEdit('finance', 'points')).toBe(true);
  });
});
