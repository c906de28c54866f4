// Team management's contract action (spec 6 "Uplines offer contracts"): offer a direct downline
// agent a contract of a kind the site offers, with its period and one or more tiers (thresholds
// in major units, the rate as a percentage). The server refuses a rate above my own of that kind
// and says why; an offer still waiting is replaced by the new version. One idempotency key per
// offer, the same again while the offer is unchanged.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContractKind, TContractTier } from '@wps/contracts/agent/contracts';
import type { TContractFlags } from '@wps/contracts/wallet/contract-flags';
import { Modal } from '../../../components/modal/modal';
import { callApi } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { parseMajorAmount } from '../../../lib/money-amount';
import { useRequestKey } from '../../../lib/use-request-key';
import { agentKey, offerContractEndpoint } from '../agent-contracts-api';
import {
  contractKinds,
  flagOfKind,
  parseRate,
  periodsOfKind,
  thresholdsOfKind,
  type ContractPeriodType,
} from '../contract-format';

type Threshold = keyof Omit<TContractTier, 'rateBp'>;
type TierInput = Record<Threshold | 'rate', string>;

const emptyTier: TierInput = {
  minValidBet: '',
  minLoss: '',
  minBetAmount: '',
  minActive: '',
  rate: '',
};
const MAX_TIERS = 20;

/** A threshold typed by the agent as the API takes it, or null when it cannot be read. */
function readThreshold(name: Threshold, text: string): string | number | null {
  const trimmed = text.trim();
  if (name === 'minActive') {
    if (trimmed === '') return 0;
    return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
  }
  if (trimmed === '' || /^0+(\.0*)?$/.test(trimmed)) return '0';
  const parsed = parseMajorAmount(trimmed);
  return parsed.ok ? parsed.minor.toString() : null;
}

export function OfferContractDialog({
  username,
  flags,
  onClose,
}: {
  username: string;
  flags: TContractFlags;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requestKey = useRequestKey();
  const offered = contractKinds.filter((kind) => flags[flagOfKind[kind]]);
  const [kind, setKind] = useState<TContractKind | undefined>(offered[0]);
  const [periodType, setPeriodType] = useState<ContractPeriodType>(
    kind ? periodsOfKind[kind][0]! : 'D',
  );
  const [tiers, setTiers] = useState<TierInput[]>([{ ...emptyTier }]);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const chooseKind = (next: TContractKind) => {
    setKind(next);
    setPeriodType(periodsOfKind[next][0]!);
  };
  const setTier = (index: number, name: keyof TierInput, value: string) =>
    setTiers((all) => all.map((tier, i) => (i === index ? { ...tier, [name]: value } : tier)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind || isSending) return;
    setProblem(null);
    setDone(null);
    const thresholds = thresholdsOfKind[kind];
    const read: TContractTier[] = [];
    for (const [index, tier] of tiers.entries()) {
      const rateBp = parseRate(tier.rate);
      if (rateBp === null) {
        setProblem(t('agent.offer.badRate', { tier: index + 1 }));
        return;
      }
      const row: TContractTier = {
        minValidBet: '0',
        minLoss: '0',
        minBetAmount: '0',
        minActive: 0,
        rateBp,
      };
      for (const name of thresholds) {
        const value = readThreshold(name, tier[name]);
        if (value === null) {
          setProblem(t('agent.offer.badThreshold', { tier: index + 1 }));
          return;
        }
        Object.assign(row, { [name]: value });
      }
      read.push(row);
    }
    const offer = { username, kind, periodType, tiers: read };
    setIsSending(true);
    try {
      const contract = await callApi(offerContractEndpoint, {
        body: { ...offer, idempotencyKey: requestKey.keyFor(offer) },
      });
      requestKey.settle();
      setDone(t('agent.offer.done', { username, version: contract.version }));
      await queryClient.invalidateQueries({ queryKey: agentKey });
    } catch (error) {
      setProblem(errorText(error, t));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('agent.offer.title', { username })}
      className="agent-offer-dialog"
      closeOnBackdrop={false}
    >
      {!kind ? (
        <p className="mc-note">{t('agent.offer.noKinds')}</p>
      ) : (
        <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <div className="agent-offer-dialog__row">
            <label className="agent-field">
              <span>{t('agent.offer.kind')}</span>
              <select value={kind} onChange={(e) => chooseKind(e.target.value as TContractKind)}>
                {offered.map((k) => (
                  <option key={k} value={k}>
                    {t(`agent.contract.kinds.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="agent-field">
              <span>{t('agent.contract.period')}</span>
              <select
                value={periodType}
                onChange={(e) => setPeriodType(e.target.value as ContractPeriodType)}
              >
                {periodsOfKind[kind].map((p) => (
                  <option key={p} value={p}>
                    {t(`agent.contract.periods.${p}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {tiers.map((tier, index) => (
            <fieldset key={index} className="agent-tier">
              <legend>{t('agent.offer.tier', { tier: index + 1 })}</legend>
              {thresholdsOfKind[kind].map((name) => (
                <label key={name} className="agent-field">
                  <span>{t(`agent.contract.thresholds.${name}`)}</span>
                  <input
                    inputMode={name === 'minActive' ? 'numeric' : 'decimal'}
                    autoComplete="off"
                    maxLength={20}
                    placeholder="0"
                    value={tier[name]}
                    onChange={(e) => setTier(index, name, e.target.value)}
                  />
                </label>
              ))}
              <label className="agent-field">
                <span>{t('agent.offer.ratePercent')}</span>
                <input
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={6}
                  required
                  value={tier.rate}
                  onChange={(e) => setTier(index, 'rate', e.target.value)}
                />
              </label>
              {tiers.length > 1 && (
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() => setTiers((all) => all.filter((_, i) => i !== index))}
                >
                  {t('agent.offer.removeTier', { tier: index + 1 })}
                </button>
              )}
            </fieldset>
          ))}
          {tiers.length < (kind === 'realtime_salary' ? 1 : MAX_TIERS) && (
            <button
              type="button"
              className="button button--small"
              onClick={() => setTiers((all) => [...all, { ...emptyTier }])}
            >
              {t('agent.offer.addTier')}
            </button>
          )}
          <p className="mc-note">{t('agent.offer.rule')}</p>
          <p className="mc-done" role="status">
            {done ?? ''}
          </p>
          <p className="form__problem" role="alert">
            {problem ?? ''}
          </p>
          <button
            type="submit"
            className="button button--primary form__submit"
            disabled={isSending}
          >
            {t('agent.offer.send')}
          </button>
        </form>
      )}
    </Modal>
  );
}
