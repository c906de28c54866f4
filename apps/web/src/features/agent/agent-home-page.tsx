// /agentHome (spec 2, 6): the agent centre for account types 1, 2, 41 and 42. A visitor is told
// that non-members cannot log in and may log in here (an agent-portal login, which comes back to
// this page); a member of another type is told they are not an agent and where to apply.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAgentType } from '@wps/contracts/account/accounts';
import { useMemberInfo } from '../../api/member';
import { Icon } from '../../components/icon/icon';
import { useSession } from '../../lib/session';
import { useAgentFunds } from './agent-api';
import { AgentCentre } from './agent-centre';
import { useAgentHandover } from './agent-handover';
import { useAgentTexts } from './agent-texts';
import '../../components/centre-menu/centre-menu.css';
import './agent-centre.css';

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="agent-gate__loading" role="status">
      {t('common.loading')}
    </p>
  );
}

function Gate({
  message,
  detail,
  children,
}: {
  message: string;
  detail: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel agent-gate" aria-labelledby="agent-gate-title">
      <Icon name="users" size={40} className="panel__icon" />
      <h1 id="agent-gate-title" className="panel__title">
        {t('agent.title')}
      </h1>
      <p className="panel__text" role="alert">
        {message}
      </p>
      <p className="panel__text">{detail}</p>
      <div className="agent-gate__actions">{children}</div>
    </section>
  );
}

export function AgentHomePage() {
  const isReady = useAgentTexts();
  return isReady ? <AgentHome /> : <Loading />;
}

function AgentHome() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const handover = useAgentHandover();
  const member = useMemberInfo();
  const isAgent = member.data ? isAgentType(member.data.accountType) : false;
  const funds = useAgentFunds();

  if (!isLoggedIn) {
    return (
      <Gate message={t('errors.NOT_A_MEMBER')} detail={t('agent.gate.loginFirst')}>
        <button type="button" className="button button--primary" onClick={handover.openLogin}>
          {t('agent.gate.login')}
        </button>
        <Link className="button" to="/join">
          {t('agent.gate.join')}
        </Link>
      </Gate>
    );
  }
  if (member.isError) {
    return (
      <Gate message={t('errors.loadFailed')} detail={t('agent.gate.tryAgain')}>
        <button type="button" className="button" onClick={() => void member.refetch()}>
          {t('agent.retry')}
        </button>
      </Gate>
    );
  }
  if (!member.data) return <Loading />;
  if (!isAgent) {
    return (
      <Gate message={t('agent.gate.notAgent')} detail={t('errors.NOT_AN_AGENT')}>
        <Link className="button button--primary" to="/join">
          {t('agent.gate.join')}
        </Link>
        <Link className="button" to="/">
          {t('agent.gate.home')}
        </Link>
      </Gate>
    );
  }
  if (funds.isError) {
    return (
      <Gate message={t('errors.loadFailed')} detail={t('agent.gate.tryAgain')}>
        <button type="button" className="button" onClick={() => void funds.refetch()}>
          {t('agent.retry')}
        </button>
      </Gate>
    );
  }
  // Spec: the centre "shows only after loaded": the member and the contract flags first.
  if (!funds.data) return <Loading />;
  return (
    <AgentCentre
      member={member.data}
      flags={funds.data.contractsOffered}
      pending={funds.data.contract}
    />
  );
}
