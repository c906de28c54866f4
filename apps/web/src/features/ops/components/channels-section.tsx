// Payment channels: where players pay in (bank transfer, gateway, sandbox) and which gateways pay
// withdrawals out. Limits and fees are typed in major units and sent as minor-unit strings.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageCodes, type TLanguage } from '@wps/contracts/http';
import { OPS_PAGE_SIZE } from '@wps/contracts/ops/paging';
import { channelTypes, type TChannelType } from '@wps/contracts/payment/fields';
import { ZCreateChannelRequest, type TOpsChannel } from '@wps/contracts/payment/ops-channels';
import { useCreatePaymentChannel } from '../api/use-create-payment-channel';
import { usePaymentChannels } from '../api/use-payment-channels';
import { useUpdatePaymentChannel } from '../api/use-update-payment-channel';
import { formatBps } from '../money-format';
import { useSiteFormat } from '../../../lib/use-site-format';
import { AmountInput } from './amount-input';
import { ChoiceSelect } from './choice-select';
import { ContentForm } from './content-form';
import { SortField } from './content-window-fields';
import { ContentList } from './content-list';
import { PaymentFacts } from './payment-row';
import { QueryView } from './query-view';
import { usePageInRange } from '../use-page-in-range';
import { LanguagePicker, TextsInput, type Texts } from './texts-input';

interface ChannelDraft {
  type: TChannelType;
  code: string;
  name: string;
  textName: Texts;
  instructions: Texts;
  /** Minor units as digit strings; '' while the typed text is not an amount. */
  minAmount: string;
  maxAmount: string;
  feeFixed: string;
  feeBps: number;
  forDeposit: boolean;
  forWithdrawal: boolean;
  enabled: boolean;
  sort: number;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

function draftOf(channel: TOpsChannel | null): ChannelDraft {
  const texts = channel?.texts ?? {};
  const pick = (field: 'name' | 'instructions'): Texts =>
    Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, text[field]]));
  return {
    type: channel?.type ?? 'bank',
    code: channel?.code ?? '',
    name: channel?.name ?? '',
    textName: pick('name'),
    instructions: pick('instructions'),
    minAmount: channel?.minAmount ?? '',
    maxAmount: channel?.maxAmount ?? '',
    feeFixed: channel?.feeFixed ?? '0',
    feeBps: channel?.feeBps ?? 0,
    forDeposit: channel?.forDeposit ?? true,
    forWithdrawal: channel?.forWithdrawal ?? false,
    enabled: channel?.enabled ?? true,
    sort: channel?.sort ?? 0,
    bankName: channel?.bank?.bankName ?? '',
    accountName: channel?.bank?.accountName ?? '',
    accountNumber: channel?.bank?.accountNumber ?? '',
  };
}

/** The languages with any text, each with both texts (a blank instruction is allowed). */
function textsInput(draft: ChannelDraft) {
  const written = languageCodes.filter(
    (l) => (draft.textName[l] ?? '').trim() !== '' || (draft.instructions[l] ?? '').trim() !== '',
  );
  return Object.fromEntries(
    written.map((l) => [
      l,
      {
        name: (draft.textName[l] ?? '').trim(),
        instructions: (draft.instructions[l] ?? '').trim(),
      },
    ]),
  );
}

/** The channel as the create contract holds it; only bank channels carry bank details. */
export function channelInput(draft: ChannelDraft) {
  const isBank = draft.type === 'bank';
  return {
    code: draft.code.trim(),
    type: draft.type,
    name: draft.name.trim(),
    texts: textsInput(draft),
    minAmount: draft.minAmount,
    maxAmount: draft.maxAmount,
    feeFixed: draft.feeFixed,
    feeBps: draft.feeBps,
    forDeposit: draft.forDeposit,
    forWithdrawal: isBank ? false : draft.forWithdrawal,
    enabled: draft.enabled,
    sort: draft.sort,
    bank: isBank
      ? {
          bankName: draft.bankName.trim(),
          accountName: draft.accountName.trim(),
          accountNumber: draft.accountNumber.trim(),
        }
      : null,
  };
}

export function ChannelsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const channels = usePaymentChannels({ pageNo: page, pageSize: OPS_PAGE_SIZE });
  usePageInRange(page, channels.data?.totalPages, setPage);
  return (
    <QueryView query={channels}>
      {({ items, totalPages }) => (
        <ContentList
          items={items}
          paging={{ page, totalPages, onPage: setPage, isBusy: channels.isFetching }}
          canEdit={canEdit}
          newLabel={t('ops.channels.new')}
          emptyText={t('ops.channels.empty')}
          titleOf={(channel) => channel.name}
          renderForm={(channel, onDone) => <ChannelForm channel={channel} onDone={onDone} />}
          renderItem={(channel, { actions }) => <ChannelItem channel={channel} actions={actions} />}
        />
      )}
    </QueryView>
  );
}

function ChannelItem({ channel, actions }: { channel: TOpsChannel; actions: ReactNode }) {
  const { t } = useTranslation();
  const money = useSiteFormat().money;
  const fee = [
    channel.feeBps > 0 ? formatBps(channel.feeBps) : null,
    channel.feeFixed !== '0' ? money(channel.feeFixed) : null,
  ]
    .filter(Boolean)
    .join(' + ');
  return (
    <>
      <div className="ops-item-head">
        <span className="ops-badge">{t(`ops.channels.types.${channel.type}`)}</span>
        {!channel.enabled && (
          <span className="ops-badge ops-badge-warn">{t('ops.channels.disabled')}</span>
        )}
        {channel.type !== 'bank' && !channel.isConfigured && (
          <span className="ops-badge ops-badge-warn">{t('ops.channels.notConfigured')}</span>
        )}
        {channel.forDeposit && <span className="ops-chip">{t('ops.channels.forDeposit')}</span>}
        {channel.forWithdrawal && (
          <span className="ops-chip">{t('ops.channels.forWithdrawal')}</span>
        )}
      </div>
      <h2 className="ops-item-title">
        {channel.name} <code className="ops-code">{channel.code}</code>
      </h2>
      <PaymentFacts
        facts={[
          [t('ops.channels.limits'), `${money(channel.minAmount)} – ${money(channel.maxAmount)}`],
          [t('ops.channels.fee'), fee || t('ops.channels.noFee')],
          [t('ops.content.sort'), String(channel.sort)],
          [t('ops.channels.languages'), Object.keys(channel.texts).join(', ')],
          [
            t('ops.channels.bank'),
            channel.bank
              ? `${channel.bank.bankName} · ${channel.bank.accountName} · ${channel.bank.accountNumber}`
              : null,
          ],
        ]}
      />
      {actions}
    </>
  );
}

function ChannelForm({ channel, onDone }: { channel: TOpsChannel | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreatePaymentChannel();
  const update = useUpdatePaymentChannel();
  const [draft, setDraft] = useState(() => draftOf(channel));
  const [language, setLanguage] = useState<TLanguage>('EN');
  const set = (patch: Partial<ChannelDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const isNew = channel === null;
  const isBank = draft.type === 'bank';
  const { currency } = useSiteFormat();

  return (
    <ContentForm
      heading={isNew ? t('ops.channels.new') : t('ops.channels.edit')}
      id={channel?.id}
      schema={ZCreateChannelRequest}
      input={() => channelInput(draft)}
      create={create}
      update={update}
      onDone={onDone}
    >
      <div className="ops-row">
        <label className="ops-field">
          <span>{t('ops.channels.type')}</span>
          <ChoiceSelect
            choices={channelTypes}
            value={draft.type}
            disabled={!isNew}
            labelOf={(type) => t(`ops.channels.types.${type}`)}
            onChange={(type) => set({ type })}
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.channels.code')}</span>
          <input
            value={draft.code}
            disabled={!isNew}
            maxLength={40}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => set({ code: e.target.value.toLowerCase() })}
          />
        </label>
        <label className="ops-field ops-field-wide">
          <span>{t('ops.channels.name')}</span>
          <input
            value={draft.name}
            maxLength={80}
            onChange={(e) => set({ name: e.target.value })}
          />
        </label>
        <SortField value={draft.sort} onChange={(sort) => set({ sort })} />
      </div>
      <p className="ops-hint">{isNew ? t('ops.channels.codeHint') : t('ops.channels.fixedHint')}</p>

      <LanguagePicker
        language={language}
        onChange={setLanguage}
        filled={[draft.textName, draft.instructions]}
      />
      <p className="ops-hint">{t('ops.channels.textsHint')}</p>
      <TextsInput
        label={t('ops.channels.playerName')}
        language={language}
        texts={draft.textName}
        maxLength={60}
        onChange={(textName) => set({ textName })}
      />
      <TextsInput
        label={t('ops.channels.instructions')}
        language={language}
        texts={draft.instructions}
        maxLength={2000}
        rows={4}
        onChange={(instructions) => set({ instructions })}
      />

      <div className="ops-row">
        <label className="ops-field">
          <span>{t('ops.channels.minAmount', { currency })}</span>
          <AmountInput value={draft.minAmount} onChange={(minAmount) => set({ minAmount })} />
        </label>
        <label className="ops-field">
          <span>{t('ops.channels.maxAmount', { currency })}</span>
          <AmountInput value={draft.maxAmount} onChange={(maxAmount) => set({ maxAmount })} />
        </label>
        <label className="ops-field">
          <span>{t('ops.channels.feeFixed', { currency })}</span>
          <AmountInput
            allowZero
            value={draft.feeFixed}
            onChange={(feeFixed) => set({ feeFixed })}
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.channels.feeBps')}</span>
          <input
            type="number"
            min={0}
            max={10_000}
            step={1}
            value={draft.feeBps}
            onChange={(e) => set({ feeBps: e.target.valueAsNumber || 0 })}
          />
        </label>
      </div>
      <p className="ops-hint">
        {t('ops.channels.amountHint', { percent: formatBps(draft.feeBps) })}
      </p>

      <div className="ops-row">
        <label className="ops-check">
          <input
            type="checkbox"
            checked={draft.forDeposit}
            onChange={(e) => set({ forDeposit: e.target.checked })}
          />
          <span>{t('ops.channels.forDeposit')}</span>
        </label>
        <label className="ops-check">
          <input
            type="checkbox"
            checked={!isBank && draft.forWithdrawal}
            disabled={isBank}
            onChange={(e) => set({ forWithdrawal: e.target.checked })}
          />
          <span>
            {t('ops.channels.forWithdrawal')}
            {isBank && <span className="ops-hint"> {t('ops.channels.bankNoPayout')}</span>}
          </span>
        </label>
        <label className="ops-check">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(e) => set({ enabled: e.target.checked })}
          />
          <span>{t('ops.channels.enabled')}</span>
        </label>
      </div>

      {isBank && (
        <fieldset className="ops-card ops-fieldset">
          <legend>{t('ops.channels.bank')}</legend>
          <p className="ops-hint">{t('ops.channels.bankHint')}</p>
          <div className="ops-row">
            <label className="ops-field">
              <span>{t('ops.channels.bankName')}</span>
              <input
                value={draft.bankName}
                maxLength={80}
                onChange={(e) => set({ bankName: e.target.value })}
              />
            </label>
            <label className="ops-field">
              <span>{t('ops.channels.accountName')}</span>
              <input
                value={draft.accountName}
                maxLength={80}
                onChange={(e) => set({ accountName: e.target.value })}
              />
            </label>
            <label className="ops-field">
              <span>{t('ops.channels.accountNumber')}</span>
              <input
                value={draft.accountNumber}
                maxLength={40}
                inputMode="numeric"
                autoComplete="off"
                onChange={(e) => set({ accountNumber: e.target.value })}
              />
            </label>
          </div>
        </fieldset>
      )}
    </ContentForm>
  );
}
