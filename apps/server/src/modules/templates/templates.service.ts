// Footer and home-page content: operators write it per language, visitors read it in theirs
// (or EN where their language has no text).
import type { TLanguage } from '@wps/contracts/http';
import type { TSiteTemplates, TSiteTemplatesInput } from '@wps/contracts/system/templates';
import type { Deps } from '../../deps';
import { DEFAULT_LANGUAGE, pickText } from '../../lib/texts';
import { requireOperator } from '../ops/ops.service';
import { replaceSettings } from '../settings/settings.service';
import type { Caller } from '../session/session.service';
import * as q from './templates.queries';

export async function getTemplates(
  { db }: Deps,
  language: TLanguage = DEFAULT_LANGUAGE,
): Promise<TSiteTemplates> {
  const t = await q.readTemplates(db);
  const text = (texts: Partial<Record<TLanguage, string>>) => pickText(texts, language);
  return {
    licence: text(t.licence),
    responsibleGaming: text(t.responsibleGaming),
    certificates: t.certificates.map((c) => ({ name: text(c.name), image: c.image })),
    paymentMethods: t.paymentMethods.map((p) => ({ name: text(p.name), image: p.image })),
    qualityService: t.qualityService.map((s) => ({
      icon: s.icon,
      title: text(s.title),
      text: text(s.text),
    })),
    sponsors: t.sponsors.map((s) => ({ name: text(s.name), image: s.image, text: text(s.text) })),
    download: {
      title: text(t.download.title),
      text: text(t.download.text),
      image: t.download.image,
    },
  };
}

export async function getTemplateSettings(
  deps: Deps,
  caller: Caller | null,
): Promise<TSiteTemplatesInput> {
  await requireOperator(deps, caller);
  return q.readTemplates(deps.db);
}

export async function setTemplates(
  deps: Deps,
  caller: Caller | null,
  templates: TSiteTemplatesInput,
): Promise<TSiteTemplatesInput> {
  // Content operators edit site texts; admins may do everything.
  return replaceSettings(deps, caller, {
    permission: 'content.edit',
    action: 'system.templates',
    value: templates,
    write: q.writeTemplates,
  });
}
