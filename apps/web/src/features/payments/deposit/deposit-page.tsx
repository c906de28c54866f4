// The member centre's deposit page (depositv2): the channels on offer, the form for the chosen
// one, the state of a deposit the player just paid at a gateway, and the recent deposits.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useDepositChannels } from '../api/use-deposits';
import { DEPOSIT_RETURN_PARAM } from '../deposit-return-param';
import { ChannelCard } from './channel-card';
import { DepositForm } from './deposit-form';
import { DepositHistory } from './deposit-history';
import { DepositReturn } from './deposit-return';
import '../payments.css';

export function DepositPage() {
  const { t } = useTranslation();
  const radioName = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const inAddress = searchParams.get(DEPOSIT_RETURN_PARAM);
  // Read once, then dropped from the address (replaced, not pushed): left there, closing the
  // member centre would leave ?depositReference and the header would open this page again.
  const [returned, setReturned] = useState(inAddress);
  useEffect(() => {
    if (inAddress === null) return;
    setReturned(inAddress);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete(DEPOSIT_RETURN_PARAM);
        return next;
      },
      { replace: true, state: location.state },
    );
  }, [inAddress, setSearchParams, location.state]);
  const channels = useDepositChannels();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const list = channels.data ?? [];
  const channel = list.find((c) => c.id === chosenId) ?? list[0] ?? null;

  const dismissReturn = () => setReturned(null);

  return (
    <div className="pay-page">
      <h3 className="pay-page__title">{t('payments.deposit.title')}</h3>
      {returned ? <DepositReturn reference={returned} onDismiss={dismissReturn} /> : null}
      <section className="pay-section" aria-labelledby={`${radioName}-channels`}>
        <h4 id={`${radioName}-channels`} className="pay-section-title">
          {t('payments.deposit.channels')}
        </h4>
        {channels.isPending ? <p className="muted">{t('common.loading')}</p> : null}
        {channels.isError ? <p className="pay-problem">{errorText(channels.error, t)}</p> : null}
        {channels.isSuccess && list.length === 0 ? (
          <p className="muted">{t('payments.deposit.noChannels')}</p>
        ) : null}
        {list.length > 0 ? (
          <div className="pay-channels" role="radiogroup" aria-labelledby={`${radioName}-channels`}>
            {list.map((c) => (
              <ChannelCard
                key={c.id}
                channel={c}
                name={radioName}
                isSelected={c.id === channel?.id}
                onSelect={() => setChosenId(c.id)}
              />
            ))}
          </div>
        ) : null}
      </section>
      {channel ? (
        <section className="pay-section" aria-label={channel.name}>
          {/* A new channel starts a new form: its own amount, proofs and request key. */}
          <DepositForm key={channel.id} channel={channel} />
        </section>
      ) : null}
      <DepositHistory />
    </div>
  );
}
