// A raffle's draw for anyone to check (issue 18): the seed's hash published from the start; once
// drawn, the revealed seed, the ticket list and the winners, recomputed here in the browser with
// the same drawRaffle the server used (@wps/games/raffle) and the seed checked against its hash.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sha256Hex } from '@wps/games/fair';
import { drawRaffle, type RaffleEntry } from '@wps/games/raffle';
import { callApi } from '../../lib/api-client';
import { raffleDrawEndpoint } from './promotions-endpoints';

/** `memberId:tickets` lines back into entries. */
export function parseTicketList(text: string): RaffleEntry[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [memberId, tickets] = line.split(':');
      return { memberId: Number(memberId), tickets: Number(tickets) };
    });
}

/** True when the revealed seed matches the published hash and gives the same winners. */
export async function verifyDraw(
  draw: {
    seedHash: string;
    serverSeed: string;
    ticketList: string;
    clientSeed: string | null;
    winners: number[];
  },
  prizeCount: number,
): Promise<boolean> {
  if ((await sha256Hex(draw.serverSeed)) !== draw.seedHash) return false;
  const again = drawRaffle(draw.serverSeed, parseTicketList(draw.ticketList), prizeCount);
  return (
    (draw.clientSeed === null || again.clientSeed === draw.clientSeed) &&
    JSON.stringify(again.winners) === JSON.stringify(draw.winners)
  );
}

export function RaffleVerify({
  promotionId,
  prizeCount,
}: {
  promotionId: number;
  prizeCount: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [verdict, setVerdict] = useState<boolean | null>(null);
  const draw = useQuery({
    queryKey: ['promotions', 'raffle-draw', promotionId],
    queryFn: ({ signal }) => callApi(raffleDrawEndpoint, { params: { id: promotionId }, signal }),
    enabled: open,
  });
  const data = draw.data;
  return (
    <section id="verify" className="promo-verify" aria-label={t('promo.raffle.verify')}>
      <button
        type="button"
        className="promo-verify__toggle"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {t('promo.raffle.verify')}
      </button>
      {open ? (
        draw.isPending ? (
          <p className="promo-note" role="status">
            {t('common.loading')}
          </p>
        ) : draw.isError ? (
          <p className="form__problem" role="alert">
            {t('errors.loadFailed')}
          </p>
        ) : (
          <div className="promo-verify__body">
            <p>{t('promo.raffle.how')}</p>
            <dl className="promo-rules">
              <div className="promo-rules__row">
                <dt>{t('promo.raffle.seedHash')}</dt>
                <dd className="promo-verify__hash">{data!.seedHash}</dd>
              </div>
              {data!.drawn ? (
                <>
                  <div className="promo-rules__row">
                    <dt>{t('promo.raffle.serverSeed')}</dt>
                    <dd className="promo-verify__hash">{data!.serverSeed}</dd>
                  </div>
                  <div className="promo-rules__row">
                    <dt>{t('promo.raffle.clientSeed')}</dt>
                    <dd className="promo-verify__hash">{data!.clientSeed}</dd>
                  </div>
                  <div className="promo-rules__row">
                    <dt>{t('promo.raffle.winners')}</dt>
                    <dd>{data!.winners.join(', ') || '–'}</dd>
                  </div>
                </>
              ) : null}
            </dl>
            {data!.drawn && data!.serverSeed && data!.ticketList !== null ? (
              <>
                <button
                  type="button"
                  className="button button--small"
                  onClick={() =>
                    void verifyDraw(
                      {
                        seedHash: data!.seedHash,
                        serverSeed: data!.serverSeed!,
                        ticketList: data!.ticketList!,
                        clientSeed: data!.clientSeed,
                        winners: data!.winners,
                      },
                      prizeCount,
                    ).then(setVerdict)
                  }
                >
                  {t('promo.raffle.check')}
                </button>
                {verdict !== null ? (
                  <p className={verdict ? 'promo-action__done' : 'form__problem'} role="status">
                    {verdict ? t('promo.raffle.ok') : t('promo.raffle.bad')}
                  </p>
                ) : null}
              </>
            ) : (
              <p className="promo-action__hint">{t('promo.raffle.notDrawn')}</p>
            )}
          </div>
        )
      ) : null}
    </section>
  );
}
