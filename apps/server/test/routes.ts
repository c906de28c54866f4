// The routes a built app serves, as Fastify has them: routes registered outside the contract
// router (raw image bodies, webhooks) are in it too, so a test over this list misses none.
import type { FastifyInstance } from 'fastify';

/**
 * Every `METHOD /path` the app answers (HEAD included), e.g. `PUT /ops/api/roles/:name`.
 * printRoutes draws the router's radix tree: a node a line, four columns a level, each node the
 * text it adds to its parent's path and its methods in brackets. A line it cannot read throws,
 * so a change of Fastify's drawing fails loudly rather than hiding routes.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const path: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (line.trim() === '') continue;
    const node = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) throw new Error(`printRoutes line not understood: ${line}`);
    const depth = node[1]!.length / 4;
    path.length = depth;
    path.push(node[2]!);
    for (const method of node[3]?.split(', ') ?? []) routes.push(`${method} ${path.join('')}`);
  }
  return routes;
}
