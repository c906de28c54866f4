import { listFeedback, markFeedbackHandled, putFeedback } from '@wps/contracts/system/feedback';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { createRateLimiter } from '../../lib/rate-limit';
import * as feedback from './feedback.service';

export function registerFeedbackRoutes(r: Router, deps: Deps): void {
  // Enough for a visitor who really has something to say; a flood from one address stops here.
  const limiter = createRateLimiter(deps.redis, {
    name: 'feedback',
    limit: 5,
    windowMs: 10 * 60_000,
  });
  r.add(putFeedback, ({ body }, ctx) => feedback.sendFeedback(deps, limiter, ctx, body));
  r.add(listFeedback, ({ query }, ctx) => feedback.listFeedback(deps, ctx.caller, query.page));
  r.add(markFeedbackHandled, ({ params }, ctx) =>
    feedback.markFeedbackHandled(deps, ctx.caller, params.id),
  );
}
