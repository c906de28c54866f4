// The site's language files. MY is Myanmar (Burmese) and TY is Tai Yai (Shan): the site's
// currency is the kyat (spec 9: "5,777 Ks"), see docs/decisions.md.
export const languageFiles = ['MY', 'EN', 'CN', 'ID', 'TH', 'TY', 'VI'] as const;
export type LanguageFile = (typeof languageFiles)[number];
export const defaultLanguage: LanguageFile = 'MY';

/** BCP 47 tags for <html lang> and Intl formatting. */
export const htmlLang: Record<LanguageFile, string> = {
  MY: 'my',
  EN: 'en',
  CN: 'zh-CN',
  ID: 'id',
  TH: 'th',
  TY: 'shn',
  VI: 'vi',
};

export function isLanguageFile(value: unknown): value is LanguageFile {
  return typeof value === 'string' && (languageFiles as readonly string[]).includes(value);
}
