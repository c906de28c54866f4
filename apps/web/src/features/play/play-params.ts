// What a launched game client reads from its URL (the launch answer's url: ?token=&gameCode=
// &language=). The launch token is the client's only credential: the member's session token is
// never sent from these pages (callApi with token: null).
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import i18next from 'i18next';
import { switchLanguage } from '../../i18n/i18n';
import { isLanguageFile } from '../../i18n/languages';

export interface PlayParams {
  token: string;
  gameCode: string;
}

export function usePlayParams(): PlayParams {
  const [params] = useSearchParams();
  const language = params.get('language');
  useEffect(() => {
    // The launcher passes the lobby's language; the frame normally shares it already.
    if (isLanguageFile(language) && i18next.language !== language) {
      switchLanguage(language).catch(() => {});
    }
  }, [language]);
  return { token: params.get('token') ?? '', gameCode: params.get('gameCode') ?? '' };
}
