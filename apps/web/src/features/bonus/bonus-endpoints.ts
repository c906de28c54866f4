// The calls of the bonusDetails page, typed by their contracts (types only: no zod rides along).
import type { giveUpBonus, listBonuses } from '@wps/contracts/promotions/bonus';
import { endpoint } from '../../lib/endpoint';

export const bonusesEndpoint = endpoint<typeof listBonuses>('GET', '/wps/member/bonuses');
export const giveUpBonusEndpoint = endpoint<typeof giveUpBonus>(
  'POST',
  '/wps/member/bonuses/:id/give-up',
);
