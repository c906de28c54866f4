/** A text in the caller's language, else English, else any. */
export const textOf = (texts: Record<string, string>, language: string) =>
  texts[language] ?? texts.EN ?? Object.values(texts)[0] ?? '';
