// The agent centre (spec 2 "Agent centre"): titled Agent, the menu on the left in the spec's order
// with the open page highlighted, a close button that leaves, and the page the address names
// (?page=, team overview without one). On a phone the menu folds into a list under a button that
// names the open page. Each page is its own chunk.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TMemberInfo } from '@wps/contracts/account/member';
import type { TContractFlags } from '@wps/contracts/wallet/contract-flags';
import { Icon } from '../../components/icon/icon';
import { PageBoundary } from '../../components/page-boundary/page-boundary';
import {
  AGENT_HOME_PAGE,
  isAgentPageKey,
  shownAgentEntries,
  type AgentMenuEntry,
  type AgentPageKey,
} from './agent-menu-entries';
import { agentPages } from './agent-pages';

export interface AgentCentreProps {
  member: TMemberInfo;
  /** Which kinds of contract the site offers: their pages show. */
  flags: TContractFlags;
  /** Which kinds have an offer waiting for my answer: their entries are marked. */
  pending: TContractFlags;
  /** For tests: another list of entries. */
  entries?: readonly AgentMenuEntry[];
}

export function AgentCentre({ member, flags, pending, entries }: AgentCentreProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const shown = shownAgentEntries(flags, entries);
  const requested = params.get('page');
  const current =
    shown.find((entry) => isAgentPageKey(requested) && entry.key === requested) ??
    shown.find((entry) => entry.key === AGENT_HOME_PAGE) ??
    shown[0];
  if (!current) return null;
  const Page = agentPages[current.key];

  const open = (key: AgentPageKey) => {
    setIsMenuOpen(false);
    setParams(key === AGENT_HOME_PAGE ? {} : { page: key });
  };
  const currentLabel = t(`agent.menu.${current.key}`);

  return (
    <div className="agent-centre">
      <header className="agent-centre__head">
        <h1 className="agent-centre__title">{t('agent.title')}</h1>
        <span className="agent-centre__who">{member.nickname || member.account}</span>
        <button
          type="button"
          className="icon-button agent-centre__close"
          aria-label={t('agent.close')}
          onClick={() => void navigate('/')}
        >
          <Icon name="close" size={22} />
        </button>
      </header>
      <div className="agent-centre__layout">
        <nav className="agent-centre__menu" aria-label={t('agent.menuLabel')}>
          <button
            type="button"
            className="centre-menu__item agent-centre__menu-toggle"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setIsMenuOpen((isOpen) => !isOpen)}
          >
            <Icon name={current.icon} size={18} />
            <span className="centre-menu__label">{currentLabel}</span>
            <Icon name="chevronDown" size={18} />
          </button>
          <ul
            id={menuId}
            className={
              isMenuOpen
                ? 'agent-centre__menu-list agent-centre__menu-list--open'
                : 'agent-centre__menu-list'
            }
          >
            {shown.map((entry) => {
              const isCurrent = entry.key === current.key;
              const label = t(`agent.menu.${entry.key}`);
              const isWaiting = entry.flag !== undefined && pending[entry.flag];
              return (
                <li key={entry.key}>
                  <button
                    type="button"
                    className="centre-menu__item"
                    aria-current={isCurrent ? 'page' : undefined}
                    aria-label={isWaiting ? t('agent.offerWaiting', { page: label }) : undefined}
                    onClick={() => open(entry.key)}
                  >
                    <Icon name={entry.icon} size={18} />
                    <span className="centre-menu__label">{label}</span>
                    {isWaiting && <span className="agent-centre__badge" aria-hidden="true" />}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="agent-centre__page" aria-label={currentLabel}>
          <PageBoundary
            key={current.key}
            failedClassName="centre-menu__failed"
            loadingClassName="mc-note"
          >
            <Page open={open} member={member} flags={flags} />
          </PageBoundary>
        </section>
      </div>
    </div>
  );
}
