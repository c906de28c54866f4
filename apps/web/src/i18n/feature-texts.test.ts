// Every lazily loaded feature's texts go through the one loader: each feature's file per language
// holds only its own namespaces, none of them is in the players' files (home's 170 kB budget),
// and each loader gives the language's file.
import { describe, expect, it } from 'vitest';
import { loadAgentTexts } from '../features/agent/agent-texts';
import { loadPagesTexts } from '../features/content/pages-texts';
import { loadLotteryTexts } from '../features/lottery/lottery-texts';
import { loadOpsTexts } from '../features/ops/ops-texts';
import { loadPaymentsTexts } from '../features/payments/payments-texts';
import { loadPlayTexts } from '../features/play/play-texts';
import { loadSecurityTexts } from '../features/security/security-texts';
import { loadGameRecordsTexts } from '../features/game-records/game-records-texts';
import { featureTextsLoader } from './feature-texts';
import type { FeatureTextsLoader } from './i18n';
import { languageFiles } from './languages';

const featureFiles = import.meta.glob<Record<string, unknown>>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const playerFiles = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  eager: true,
  import: 'default',
});

const features: [string, FeatureTextsLoader, string[]][] = [
  ['ops', loadOpsTexts, ['ops']],
  ['play', loadPlayTexts, ['play']],
  ['payments', loadPaymentsTexts, ['payments', 'bonus']],
  ['agent', loadAgentTexts, ['agent', 'agentAccountCentre']],
  ['lottery', loadLotteryTexts, ['lottery']],
  ['content', loadPagesTexts, ['pages']],
  ['security', loadSecurityTexts, ['security']],
  ['game-records', loadGameRecordsTexts, ['gameRecords']],
];

describe.each(features)('the %s texts', (feature, load, namespaces) => {
  it('are a file per language holding only their namespaces, none in the players’ files', () => {
    for (const language of languageFiles) {
      const file = featureFiles[`../features/${feature}/locales/${language.toLowerCase()}.json`];
      expect(Object.keys(file ?? {}), language).toEqual(namespaces);
      const players = playerFiles[`./locales/${language.toLowerCase()}.json`];
      for (const ns of namespaces) expect(players, language).not.toHaveProperty(ns);
    }
  });

  it.each(['MY', 'EN'] as const)('load in %s', async (language) => {
    const texts = await load(language);
    expect(texts).toEqual(
      featureFiles[`../features/${feature}/locales/${language.toLowerCase()}.json`],
    );
  });
});

describe('featureTextsLoader', () => {
  it('names the texts and the language that has no file', async () => {
    const load = featureTextsLoader(
      { './locales/en.json': () => Promise.resolve({ default: { x: { a: 'A' } } }) },
      'x texts',
    );
    await expect(load('EN')).resolves.toEqual({ x: { a: 'A' } });
    await expect(load('MY')).rejects.toThrow('no x texts for MY');
  });
});
