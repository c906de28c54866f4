// What every agent centre page is given.
import type { TMemberInfo } from '@wps/contracts/account/member';
import type { TContractFlags } from '@wps/contracts/wallet/contract-flags';
import type { AgentPageKey } from './agent-menu-entries';

export interface AgentPageProps {
  /** Switches the centre to another page. */
  open: (key: AgentPageKey) => void;
  member: TMemberInfo;
  flags: TContractFlags;
}
