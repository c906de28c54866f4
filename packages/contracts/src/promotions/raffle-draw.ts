// A raffle's draw for anyone to check: the seed's hash from the start; once drawn, the seed, the
// ticket list (memberId:tickets lines), the client seed (its SHA-256) and the winners, which
// @wps/games/raffle's drawRaffle recomputes.
import { z } from 'zod';
import { ZIdParams } from '../content/fields';
import { defineContract } from '../http';

export const raffleDraw = defineContract({
  method: 'GET',
  path: '/wps/promotions/:id/raffle-draw',
  summary: "A raffle's commitment and, once drawn, everything needed to verify the draw",
  tag: 'promotions',
  access: 'public',
  params: ZIdParams,
  value: z.object({
    seedHash: z.string(),
    drawn: z.boolean(),
    serverSeed: z.string().nullable(),
    clientSeed: z.string().nullable(),
    nonce: z.number().int(),
    ticketList: z.string().nullable(),
    winners: z.array(z.number().int()),
  }),
});
