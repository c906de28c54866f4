// One payment channel as a choice: name, instructions, limits and fee.
import { useTranslation } from 'react-i18next';
import type { TMemberChannel } from '@wps/contracts/payment/fields';
import { formatMinor } from '../../../lib/money-amount';
import { formatBps } from '../fee';

export function feeText(
  channel: Pick<TMemberChannel, 'feeFixed' | 'feeBps'>,
  t: (k: string, o?: Record<string, unknown>) => string,
): string {
  const fixed = BigInt(channel.feeFixed);
  if (fixed === 0n && channel.feeBps === 0) return t('payments.fee.none');
  if (fixed === 0n) return t('payments.fee.percent', { percent: formatBps(channel.feeBps) });
  if (channel.feeBps === 0) return t('payments.fee.fixed', { fixed: formatMinor(fixed) });
  return t('payments.fee.both', { percent: formatBps(channel.feeBps), fixed: formatMinor(fixed) });
}

export function ChannelCard({
  channel,
  isSelected,
  onSelect,
  name,
}: {
  channel: TMemberChannel;
  isSelected: boolean;
  onSelect: () => void;
  /** The radio group's name. */
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <label className={`pay-channel${isSelected ? ' pay-channel--selected' : ''}`}>
      <input
        className="pay-channel__radio"
        type="radio"
        name={name}
        checked={isSelected}
        onChange={onSelect}
      />
      <span className="pay-channel__name">{channel.name}</span>
      <span className="pay-channel__kind">{t(`payments.channelType.${channel.type}`)}</span>
      <span className="pay-channel__facts">
        <span>
          {t('payments.limits', {
            min: formatMinor(channel.min),
            max: formatMinor(channel.max),
          })}
        </span>
        <span>{feeText(channel, t)}</span>
      </span>
    </label>
  );
}
