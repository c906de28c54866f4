// The after-login modal (spec 2 "Other modals", 4 "Login"): a welcome with the member's nickname,
// avatar and club, once their info has loaded. On the account's first login it is also the
// first-login action: a welcome that says where deposits and the member centre are
// (docs/decisions.md).
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../../api/member';
import { Modal } from '../../../components/modal/modal';
import { useCustomerService } from '../../../shell/customer-service';
import './after-login-modal.css';

export interface AfterLoginModalProps {
  onClose: () => void;
  firstLogin?: boolean;
}

export default function AfterLoginModal({ onClose, firstLogin = false }: AfterLoginModalProps) {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const openCustomerService = useCustomerService();
  const nickname = member.data?.nickname ?? '';
  return (
    <Modal
      open
      onClose={onClose}
      title={firstLogin ? t('auth.afterLogin.firstTitle') : t('auth.afterLogin.title')}
      className="after-login"
    >
      <div className="after-login__who">
        <img
          className="after-login__avatar"
          src={member.data?.avatar || '/images/avatar-default.svg'}
          alt=""
          width={56}
          height={56}
        />
        <div>
          <p className="after-login__hello" aria-live="polite">
            {member.data
              ? t('auth.afterLogin.hello', { nickname })
              : member.isError
                ? t('auth.afterLogin.helloNoName')
                : t('common.loading')}
          </p>
          {member.data && member.data.clubLabel.labelName && (
            <p className="after-login__club">
              {t('auth.afterLogin.club', { club: member.data.clubLabel.labelName })}
            </p>
          )}
        </div>
      </div>
      {firstLogin && (
        <div className="after-login__first">
          <p>{t('auth.afterLogin.firstText')}</p>
          <ul>
            <li>{t('auth.afterLogin.firstDeposit')}</li>
            <li>{t('auth.afterLogin.firstMemberCentre')}</li>
          </ul>
        </div>
      )}
      <div className="after-login__actions">
        <button type="button" className="button" onClick={openCustomerService}>
          {t('common.customerService')}
        </button>
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('auth.afterLogin.start')}
        </button>
      </div>
    </Modal>
  );
}
