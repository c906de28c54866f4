// Messages (issue 19): send to one member, a segment (VIP rank, agent tree, label, registered
// between) or everyone, in one language or all; the sent list with recipients and reads. What is
// typed is checked against the contract before sending: a segment's filter that cannot be read
// must stop the message, not drop out and widen who receives it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/date-range/day-input';
import { languageCodes } from '@wps/contracts/http';
import {
  listOpsMessages,
  sendMessage,
  ZSendMessage,
  type TSendMessage,
} from '@wps/contracts/social/messages';
import { useSiteFormat } from '../../../lib/use-site-format';
import { callOps } from '../api/call-ops';
import { checkWith } from '../schema-problem';
import { ApiErrorText } from './api-error-text';
import { Pager } from './pager';
import { QueryView } from './query-view';

type Audience = TSendMessage['audience'];

/** "5, 6,7" -> [5, 6, 7]; a piece that is not a whole number is NaN, which the check refuses. */
const rankLevelsOf = (text: string) =>
  text
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .map((piece) => (/^[0-9]{1,3}$/.test(piece) ? Number(piece) : NaN));

export function MessagesSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['ops', 'messages', page],
    queryFn: () => callOps(listOpsMessages, { query: { page } }),
  });
  return (
    <>
      {canEdit ? <SendForm /> : null}
      <h2>{t('ops.messages.sent')}</h2>
      <QueryView query={list}>
        {({ items, totalPages }) => (
          <>
            {items.length === 0 ? <p className="ops-card">{t('ops.messages.empty')}</p> : null}
            <ul className="ops-list">
              {items.map((m) => (
                <li key={m.id} className="ops-card">
                  <div className="ops-item-head">
                    <span className="ops-badge">{t(`ops.messages.audiences.${m.audience}`)}</span>
                    {m.language ? <span className="ops-badge">{m.language}</span> : null}
                    <time dateTime={m.createdAt}>{site.dateTime(m.createdAt)}</time>
                  </div>
                  <h3 className="ops-item-title">{m.title}</h3>
                  <p className="ops-hint">{m.body}</p>
                  <p className="ops-hint">
                    {t('ops.messages.figures', { recipients: m.recipients, reads: m.reads })}
                  </p>
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={totalPages} onPage={setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}

function SendForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [audience, setAudience] = useState<Audience>('member');
  const [username, setUsername] = useState('');
  const [language, setLanguage] = useState('');
  const [rank, setRank] = useState('');
  const [agent, setAgent] = useState('');
  const [label, setLabel] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState('');
  const send = useMutation({
    mutationFn: (message: TSendMessage) => callOps(sendMessage, { body: message }),
    onSuccess: () => {
      setTitle('');
      setBody('');
      void queryClient.invalidateQueries({ queryKey: ['ops', 'messages'] });
    },
  });
  return (
    <form
      className="ops-card ops-form"
      onSubmit={(e) => {
        e.preventDefault();
        const segment = {
          ...(rank.trim() ? { rankLevels: rankLevelsOf(rank) } : {}),
          ...(agent.trim() ? { agent } : {}),
          ...(label.trim() ? { label } : {}),
          ...(from ? { registeredFrom: from } : {}),
          ...(to ? { registeredTo: to } : {}),
        };
        const checked = checkWith(ZSendMessage, {
          audience,
          title,
          body,
          ...(audience === 'member' ? { username } : {}),
          ...(audience === 'segment' ? { segment } : {}),
          ...(language && audience !== 'member' ? { language } : {}),
        });
        setProblem(
          checked.problem === null ? '' : t('ops.form.invalidField', { field: checked.problem }),
        );
        if (checked.problem === null) send.mutate(checked.data);
      }}
    >
      <h2>{t('ops.messages.new')}</h2>
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.messages.audience')}</span>
        <select value={audience} onChange={(e) => setAudience(e.target.value as Audience)}>
          {(['member', 'segment', 'all'] as const).map((a) => (
            <option key={a} value={a}>
              {t(`ops.messages.audiences.${a}`)}
            </option>
          ))}
        </select>
      </label>
      {audience === 'member' ? (
        <label className="ops-field ops-field-narrow">
          <span>{t('ops.messages.username')}</span>
          <input value={username} maxLength={40} onChange={(e) => setUsername(e.target.value)} />
        </label>
      ) : (
        <label className="ops-field ops-field-narrow">
          <span>{t('ops.messages.language')}</span>
          <select value={language} onChange={(e) => setLanguage(e.target.value)}>
            <option value="">{t('ops.messages.allLanguages')}</option>
            {languageCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      )}
      {audience === 'segment' ? (
        <>
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.messages.rank')}</span>
            <input value={rank} placeholder="5,6,7" onChange={(e) => setRank(e.target.value)} />
          </label>
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.messages.agent')}</span>
            <input value={agent} maxLength={40} onChange={(e) => setAgent(e.target.value)} />
          </label>
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.messages.label')}</span>
            <input value={label} maxLength={40} onChange={(e) => setLabel(e.target.value)} />
          </label>
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.messages.from')}</span>
            <DayInput value={from} onChange={setFrom} keepUnreadable />
          </label>
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.messages.to')}</span>
            <DayInput value={to} onChange={setTo} keepUnreadable />
          </label>
        </>
      ) : null}
      <label className="ops-field">
        <span>{t('ops.messages.title')}</span>
        <input value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <label className="ops-field">
        <span>{t('ops.messages.body')}</span>
        <textarea
          value={body}
          rows={4}
          maxLength={4000}
          onChange={(e) => setBody(e.target.value)}
        />
      </label>
      {problem ? (
        <p className="ops-error" role="alert">
          {problem}
        </p>
      ) : null}
      <ApiErrorText error={send.error} />
      {send.data ? (
        <p className="ops-hint" role="status">
          {t('ops.messages.done', { recipients: send.data.recipients })}
        </p>
      ) : null}
      <button type="submit" className="ops-button" disabled={send.isPending || !title || !body}>
        {t('ops.messages.send')}
      </button>
    </form>
  );
}
