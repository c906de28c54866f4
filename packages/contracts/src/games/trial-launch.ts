// Starts a game with play money (GCS_gameTrialLaunch): only for games that allow trial play,
// for a signed-in member (play money belongs to a member).
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';
import { ZLaunchGameResult } from './launch-game';

export const ZTrialLaunchRequest = z.strictObject({
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  language: ZLanguage.optional(),
});
export type TTrialLaunchRequest = z.infer<typeof ZTrialLaunchRequest>;

export const trialLaunch = defineContract({
  method: 'POST',
  path: '/wps/relay/GCS_gameTrialLaunch',
  summary: 'Launch a game with play money (games that allow trial play)',
  tag: 'games',
  access: 'member',
  body: ZTrialLaunchRequest,
  value: ZLaunchGameResult,
});
