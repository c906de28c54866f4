// The /join application form (issue 17). A visitor chooses the username and password the agent
// account will have; nothing is made until an operator approves. A logged-in member applies for
// its own account, sees its open application instead of the form, and may apply again after a
// rejection (with the reason shown). An agent is told it is one already.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_REMARK_MAX,
  contactApps,
  TEAM_SIZE_MAX,
} from '@wps/contracts/account/agent-join-rules';
import { DialCodePicker } from '../../components/dial-code-picker/dial-code-picker';
import { FormField, TextField } from '../../components/form/form-field';
import { NewAccountFields } from '../../components/form/new-account-fields';
import { SubmitRow } from '../../components/form/submit-row';
import { useForm } from '../../components/form/use-form';
import { callApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { applyAgentEndpoint } from './api/agent-join-endpoints';
import {
  myAgentApplicationKey,
  useJoinCountries,
  useMyAgentApplication,
} from './api/use-my-agent-application';

type Field =
  | 'name'
  | 'mobileNum'
  | 'contactApp'
  | 'contactId'
  | 'teamSize'
  | 'remark'
  | 'username'
  | 'password'
  | 'confirmPassword';

const USERNAME = /^[A-Za-z0-9_]{1,64}$/;

/** As the server counts (UTF-16 units): a Burmese letter is one, an emoji two. */
const lengthOf = (text: string) => text.length;

export function JoinForm() {
  const { t } = useTranslation();
  const { isLoggedIn, who } = useSession();
  const mine = useMyAgentApplication();
  const [isSent, setSent] = useState(false);

  if (isSent) return <JoinStatus status="pending" />;
  if (!isLoggedIn) return <ApplicationForm isVisitor onSent={() => setSent(true)} />;
  if (mine.isPending) return <p role="status">{t('common.loading')}</p>;
  if (mine.isError) {
    return (
      <p role="alert" className="join-form__problem">
        {t('pages.join.form.loadFailed')}{' '}
        <button type="button" className="button button--ghost" onClick={() => void mine.refetch()}>
          {t('common.reload')}
        </button>
      </p>
    );
  }
  if (mine.data.isAgent) return <JoinStatus status="agent" />;
  const application = mine.data.application;
  if (application?.status === 'pending') return <JoinStatus status="pending" />;
  return (
    <>
      {application?.status === 'rejected' && (
        <JoinStatus status="rejected" remark={application.decisionRemark} />
      )}
      <p className="join-form__as">
        {t('pages.join.form.applyingAs', { username: who?.username ?? '' })}
      </p>
      <ApplicationForm isVisitor={false} onSent={() => setSent(true)} />
    </>
  );
}

function JoinStatus({
  status,
  remark,
}: {
  status: 'pending' | 'rejected' | 'agent';
  remark?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className={`join-status join-status--${status}`} role="status">
      <h3>{t(`pages.join.status.${status}.title`)}</h3>
      <p>{t(`pages.join.status.${status}.text`)}</p>
      {remark ? (
        <p className="join-status__remark">{t('pages.join.status.reason', { remark })}</p>
      ) : null}
      {status === 'agent' && (
        <a className="button button--primary" href="/agentHome">
          {t('pages.join.status.agent.open')}
        </a>
      )}
    </div>
  );
}

function ApplicationForm({ isVisitor, onSent }: { isVisitor: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const countries = useJoinCountries();
  const [dialCode, setDialCode] = useState('95');
  const form = useForm<Field>(
    {
      name: '',
      mobileNum: '',
      contactApp: '',
      contactId: '',
      teamSize: '',
      remark: '',
      username: '',
      password: '',
      confirmPassword: '',
    },
    (name, all) => {
      const value =
        name === 'password' || name === 'confirmPassword' ? all[name] : all[name].trim();
      if (name === 'remark') {
        return lengthOf(value) > APPLICATION_REMARK_MAX
          ? t('pages.join.form.remarkTooLong', { max: APPLICATION_REMARK_MAX })
          : null;
      }
      if (value === '') return t('validation.required');
      switch (name) {
        case 'mobileNum':
          return /^[0-9]{4,15}$/.test(value) ? null : t('pages.join.form.mobileFormat');
        case 'teamSize': {
          const n = Number(value);
          return /^[0-9]+$/.test(value) && n >= 1 && n <= TEAM_SIZE_MAX
            ? null
            : t('pages.join.form.teamSizeRange', { max: TEAM_SIZE_MAX });
        }
        case 'username':
          return USERNAME.test(value) ? null : t('pages.join.form.usernameFormat');
        case 'confirmPassword':
          return all.confirmPassword === all.password ? null : t('errors.PASSWORDS_DO_NOT_MATCH');
        default:
          return null;
      }
    },
  );
  const fields: Field[] = [
    'name',
    'mobileNum',
    'contactApp',
    'contactId',
    'teamSize',
    'remark',
    ...(isVisitor ? (['username', 'password', 'confirmPassword'] as const) : []),
  ];
  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields,
      onInvalid: (first) => document.getElementById(`join-${first}`)?.focus(),
      send: async () => {
        const v = form.values;
        await callApi(applyAgentEndpoint, {
          body: {
            name: v.name.trim(),
            countryDialingCode: dialCode,
            mobileNum: v.mobileNum.trim(),
            contactApp: v.contactApp as (typeof contactApps)[number],
            contactId: v.contactId.trim(),
            teamSize: Number(v.teamSize.trim()),
            remark: v.remark.trim(),
            ...(isVisitor
              ? {
                  username: v.username.trim(),
                  password: v.password,
                  confirmPassword: v.confirmPassword,
                }
              : {}),
          },
        });
        await queryClient.invalidateQueries({ queryKey: myAgentApplicationKey });
        onSent();
      },
    });
  const remarkLength = lengthOf(form.values.remark.trim());

  return (
    <form className="form join-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        id="join-name"
        label={t('pages.join.form.name')}
        name="name"
        autoComplete="name"
        maxLength={64}
        required
        value={form.values.name}
        onChange={form.setValue('name')}
        error={form.errors.name}
      />
      <FormField
        id="join-mobileNum"
        label={t('pages.join.form.mobile')}
        error={form.errors.mobileNum}
        addonFirst
        addon={
          <div className="join-form__dial">
            <DialCodePicker
              countries={countries.data?.countries ?? []}
              initialDialCode={dialCode}
              currentCountryCode={countries.data?.currentCountryCode ?? null}
              onChange={setDialCode}
              label={t('pages.join.form.dialCode')}
            />
          </div>
        }
      >
        {(control) => (
          <input
            {...control}
            className="form-field__input"
            name="mobileNum"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={15}
            required
            value={form.values.mobileNum}
            onChange={(e) => form.setValue('mobileNum')(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="join-contactApp"
        label={t('pages.join.form.contactApp')}
        error={form.errors.contactApp}
      >
        {(control) => (
          <select
            {...control}
            className="form-field__input"
            name="contactApp"
            required
            value={form.values.contactApp}
            onChange={(e) => form.setValue('contactApp')(e.target.value)}
          >
            <option value="">{t('pages.join.form.choose')}</option>
            {contactApps.map((app) => (
              <option key={app} value={app}>
                {t(`pages.join.apps.${app}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        id="join-contactId"
        label={t('pages.join.form.contactId')}
        name="contactId"
        maxLength={64}
        required
        value={form.values.contactId}
        onChange={form.setValue('contactId')}
        error={form.errors.contactId}
      />
      <TextField
        id="join-teamSize"
        label={t('pages.join.form.teamSize')}
        name="teamSize"
        inputMode="numeric"
        maxLength={6}
        required
        value={form.values.teamSize}
        onChange={form.setValue('teamSize')}
        error={form.errors.teamSize}
      />
      <FormField
        id="join-remark"
        label={t('pages.join.form.remark')}
        error={form.errors.remark}
        hint={t('pages.join.form.remarkCount', {
          count: remarkLength,
          max: APPLICATION_REMARK_MAX,
        })}
      >
        {(control) => (
          <textarea
            {...control}
            className="form-field__input join-form__remark"
            name="remark"
            rows={3}
            value={form.values.remark}
            onChange={(e) => form.setValue('remark')(e.target.value)}
          />
        )}
      </FormField>
      {isVisitor && (
        <fieldset className="join-form__account">
          <legend>{t('pages.join.form.accountTitle')}</legend>
          <p className="form-field__hint">{t('pages.join.form.accountHint')}</p>
          <NewAccountFields
            idPrefix="join"
            labels={{
              username: t('pages.join.form.username'),
              password: t('pages.join.form.password'),
              confirmPassword: t('pages.join.form.confirmPassword'),
            }}
            usernameAutoComplete="username"
            form={form}
          />
        </fieldset>
      )}
      <SubmitRow
        problem={form.problem}
        busy={form.isSending}
        label={form.isSending ? t('pages.join.form.sending') : t('pages.join.form.submit')}
      />
    </form>
  );
}
