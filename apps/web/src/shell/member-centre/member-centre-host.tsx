// Shows the member centre when the address asks for it (?mc=, lib/member-centre.ts). It is for a
// logged-in real account with the member centre enabled (spec 2, 6): a visitor gets the login
// popup and a trial account (type 4) the real-account warning instead, and the parameter goes.
// This part is in the first load; the overlay itself is a chunk of its own.
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { useConsolidatedSettings } from '../../api/consolidated-settings';
import { useMemberInfo } from '../../api/member';
import { useAccountModals } from '../../features/auth/account-modals';
import { loadChunk } from '../../lib/load-chunk';
import { useMemberCentre } from '../../lib/member-centre';
import { useSession } from '../../lib/session';

/** The overlay's chunk; app/first-loads.ts starts it at once when the address opens it. */
export const loadMemberCentre = () => import('./member-centre');
const MemberCentre = lazy(() => loadChunk(loadMemberCentre));

type Refusal = 'login' | 'needRealAccount' | 'disabled';

export function MemberCentreHost() {
  const { requested, close } = useMemberCentre();
  const { isLoggedIn, who } = useSession();
  const member = useMemberInfo();
  const settings = useConsolidatedSettings();
  const modals = useAccountModals();
  const accountType = member.data?.accountType ?? who?.accountType;
  const isEnabled = settings.data?.whitelabel.memberCentreEnabled;

  let refusal: Refusal | null = null;
  if (requested !== null) {
    if (!isLoggedIn) refusal = 'login';
    else if (isEnabled === false) refusal = 'disabled';
    else if (accountType === ACCOUNT_TYPE.trial) refusal = 'needRealAccount';
  }

  useEffect(() => {
    if (refusal === null) return;
    close();
    if (refusal !== 'disabled') modals.open({ kind: refusal });
  }, [refusal, close, modals]);

  // Wait for what decides it (the account type, the setting) before showing anything.
  const isReady = refusal === null && isEnabled === true && accountType !== undefined;
  if (requested === null || !isReady) return null;
  return (
    <Suspense fallback={null}>
      <MemberCentre
        requested={requested}
        profile={
          <MemberCentreProfile
            avatarUrl={member.data?.avatar}
            nickname={member.data?.nickname}
            onChangeAvatar={() => modals.open({ kind: 'avatar' })}
          />
        }
      />
    </Suspense>
  );
}

/** Who is signed in, above the member centre's menu: the avatar opens the avatar picker. */
function MemberCentreProfile({
  avatarUrl,
  nickname,
  onChangeAvatar,
}: {
  avatarUrl: string | undefined;
  nickname: string | undefined;
  onChangeAvatar: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="member-centre__profile">
      <button
        type="button"
        className="member-centre__avatar-button"
        aria-label={t('shell.member.changeAvatar')}
        title={t('shell.member.changeAvatar')}
        onClick={onChangeAvatar}
      >
        <img
          className="member-centre__avatar"
          src={avatarUrl || '/images/avatar-default.svg'}
          alt=""
          width={40}
          height={40}
        />
      </button>
      <span className="member-centre__nickname">{nickname ?? '…'}</span>
    </div>
  );
}
