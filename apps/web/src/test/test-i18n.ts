// Starts i18next for component tests with every language file loaded, so a test can switch
// language synchronously and find elements by their translated names. The operators' console's
// texts (`ops.*`, loaded with the console in the app) and the agent centre's (`agent.*`) are merged in, so the texts tests see them.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLang, type LanguageFile } from '../i18n/languages';
import cn from '../i18n/locales/cn.json';
import en from '../i18n/locales/en.json';
import id from '../i18n/locales/id.json';
import my from '../i18n/locales/my.json';
import th from '../i18n/locales/th.json';
import ty from '../i18n/locales/ty.json';
import vi from '../i18n/locales/vi.json';
import opsCn from '../features/ops/locales/cn.json';
import opsEn from '../features/ops/locales/en.json';
import opsId from '../features/ops/locales/id.json';
import opsMy from '../features/ops/locales/my.json';
import opsTh from '../features/ops/locales/th.json';
import opsTy from '../features/ops/locales/ty.json';
import opsVi from '../features/ops/locales/vi.json';
import agentCn from '../features/agent/locales/cn.json';
import agentEn from '../features/agent/locales/en.json';
import agentId from '../features/agent/locales/id.json';
import agentMy from '../features/agent/locales/my.json';
import agentTh from '../features/agent/locales/th.json';
import agentTy from '../features/agent/locales/ty.json';
import agentVi from '../features/agent/locales/vi.json';

const bundles: Record<LanguageFile, Record<string, unknown>> = {
  MY: { ...my, ...opsMy, ...agentMy },
  EN: { ...en, ...opsEn, ...agentEn },
  CN: { ...cn, ...opsCn, ...agentCn },
  ID: { ...id, ...opsId, ...agentId },
  TH: { ...th, ...opsTh, ...agentTh },
  TY: { ...ty, ...opsTy, ...agentTy },
  VI: { ...vi, ...opsVi, ...agentVi },
};

export async function setupTestI18n(language: LanguageFile = 'EN') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      resources: Object.fromEntries(
        Object.entries(bundles).map(([lang, translation]) => [lang, { translation }]),
      ),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = htmlLang[language];
  return i18next;
}

/** The flattened keys of one language file, e.g. "modal.close". */
export function localeKeys(language: LanguageFile): string[] {
  const keys: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    } else keys.push(prefix);
  };
  walk(bundles[language], '');
  return keys;
}

/** One text of one language file by its dotted key, e.g. ("MY", "modal.close"). */
export function localeValue(language: LanguageFile, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      bundles[language],
    );
}
