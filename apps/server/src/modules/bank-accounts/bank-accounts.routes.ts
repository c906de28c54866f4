import { listBankAccounts } from '@wps/contracts/account/bank-accounts';
import { bindBankAccount } from '@wps/contracts/account/bind-bank-account';
import { unbindBankAccount } from '@wps/contracts/account/unbind-bank-account';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as s from './bank-accounts.service';

export function registerBankAccountRoutes(r: Router, deps: Deps): void {
  r.add(listBankAccounts, (_input, ctx) => s.listBankAccounts(deps, ctx.caller));
  r.add(bindBankAccount, ({ body }, ctx) => s.bindBankAccount(deps, ctx.caller, body));
  r.add(unbindBankAccount, ({ params }, ctx) => s.unbindBankAccount(deps, ctx.caller, params.id));
}
