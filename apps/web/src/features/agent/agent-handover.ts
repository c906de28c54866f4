// What the agent centre needs from other features, handed over by the app (features do not import
// each other): the login popup, opened from an agent page so that the login is an agent-portal
// login and ends on /agentHome (features/auth/use-finish-login.ts). Kept tiny: the router imports
// it on the first load.
import { createContext, useContext } from 'react';

export interface AgentHandover {
  openLogin: () => void;
}

export const AgentHandoverContext = createContext<AgentHandover>({ openLogin: () => {} });

export function useAgentHandover(): AgentHandover {
  return useContext(AgentHandoverContext);
}
