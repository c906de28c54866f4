// Agent pages (spec 2 "/agentHome, reached after login from an agent page"): the agent join
// page, agent home and the affiliate help. A login there is an agent-centre login (spec 6).
export function isAgentPage(location: { pathname: string; hash: string }): boolean {
  const { pathname, hash } = location;
  return (
    pathname === '/join' || pathname === '/agentHome' || (pathname === '/help' && hash === '#agent')
  );
}
