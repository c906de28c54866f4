// The avatar picker (spec 3 member info "avatar", 7 MCSFE_getPlayerAvatar and
// /wps/member/info/icon): the avatars the site ships (apps/web/public/avatars/*.svg), the current
// one marked. Saving keeps the choice on the server and puts it in the member's info at once, so
// the header and the member centre show it without another call.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberInfo } from '@wps/contracts/account/member';
import { avatarsEndpoint, memberInfoKey, setAvatarEndpoint } from '../../api/member';
import { Modal } from '../../components/modal/modal';
import { PageLoader } from '../../shell/page-loader';
import { callApi } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import './avatar-picker.css';

export default function AvatarPickerModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const avatars = useQuery({
    queryKey: ['member', 'avatars'],
    queryFn: ({ signal }) => callApi(avatarsEndpoint, { signal }),
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const save = useMutation({
    mutationFn: (avatarId: number) => callApi(setAvatarEndpoint, { body: { avatarId } }),
    onSuccess: ({ avatar }, avatarId) => {
      queryClient.setQueryData<TMemberInfo>(memberInfoKey, (info) =>
        info ? { ...info, avatar } : info,
      );
      queryClient.setQueryData(['member', 'avatars'], (list: typeof avatars.data) =>
        list ? { ...list, current: avatarId } : list,
      );
      onClose();
    },
  });
  const selected = chosen ?? avatars.data?.current ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected !== null) save.mutate(selected);
  };

  return (
    <Modal open onClose={onClose} title={t('auth.avatar.title')} className="avatar-picker">
      {avatars.isPending ? (
        <PageLoader />
      ) : avatars.isError ? (
        <div role="alert" className="avatar-picker__error">
          <p>{errorText(avatars.error, t)}</p>
          <button type="button" className="button" onClick={() => void avatars.refetch()}>
            {t('common.reload')}
          </button>
        </div>
      ) : avatars.data.avatars.length === 0 ? (
        <p className="avatar-picker__empty">{t('auth.avatar.empty')}</p>
      ) : (
        <form onSubmit={onSubmit}>
          <fieldset className="avatar-picker__grid">
            <legend className="visually-hidden">{t('auth.avatar.title')}</legend>
            {avatars.data.avatars.map((avatar) => (
              <label key={avatar.id} className="avatar-picker__choice">
                <input
                  type="radio"
                  name="avatar"
                  className="visually-hidden"
                  value={avatar.id}
                  checked={selected === avatar.id}
                  onChange={() => setChosen(avatar.id)}
                />
                <img src={avatar.url} alt="" width={64} height={64} />
                <span className="visually-hidden">
                  {t('auth.avatar.number', { number: avatar.id })}
                </span>
              </label>
            ))}
          </fieldset>
          <p className="form__problem" role="alert">
            {save.isError ? errorText(save.error, t) : ''}
          </p>
          <div className="confirm-modal__actions">
            <button type="button" className="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={save.isPending || selected === null}
            >
              {t('auth.avatar.save')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
