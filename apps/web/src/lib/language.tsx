// The active language (spec 4 "Language change"): the language file the text comes from, and the
// option the visitor picked from the settings' list (several options may share one file).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { setMemberLanguage } from '@wps/contracts/account/member';
import { storedLanguage, switchLanguage } from '../i18n/i18n';
import type { LanguageFile } from '../i18n/languages';
import { callApi } from './api-client';
import { endpoint } from './endpoint';
import { useSession } from './session';

export const memberLanguageEndpoint = endpoint<typeof setMemberLanguage>(
  'POST',
  '/wps/member/language',
);

const OPTION_KEY = 'languageOption';

function storedOption(file: LanguageFile): string {
  try {
    return localStorage.getItem(OPTION_KEY) ?? file;
  } catch {
    return file;
  }
}

interface LanguageContextValue {
  /** The language file in use; also the `language` sent with content queries. */
  language: LanguageFile;
  /** The picked option's code, e.g. "MY" or "FR". */
  optionCode: string;
  changeLanguage: (option: { code: string; file: LanguageFile }) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const [language, setLanguage] = useState<LanguageFile>(storedLanguage);
  const [optionCode, setOptionCode] = useState(() => storedOption(language));

  const changeLanguage = useCallback(
    async (option: { code: string; file: LanguageFile }) => {
      await switchLanguage(option.file);
      try {
        localStorage.setItem(OPTION_KEY, option.code);
      } catch {
        // Storage unavailable: the choice lasts for this visit.
      }
      setLanguage(option.file);
      setOptionCode(option.code);
      // A member's language follows them (messages and mail are sent in it). The page has
      // already switched: a failed call must not undo the visitor's choice. Logging in never
      // changes the language the visitor chose (docs/decisions.md).
      if (isLoggedIn) {
        callApi(memberLanguageEndpoint, { body: { language: option.file } }).catch(() => {});
      }
    },
    [isLoggedIn],
  );

  const value = useMemo(
    () => ({ language, optionCode, changeLanguage }),
    [language, optionCode, changeLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage outside LanguageProvider');
  return value;
}
