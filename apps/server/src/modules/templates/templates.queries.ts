// The footer and home-page content is one settings document, with every text per language.
import { ZSiteTemplatesInput, type TSiteTemplatesInput } from '@wps/contracts/system/templates';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.queries';

export const TEMPLATES_KEY = 'system.templates';

/** Until an operator (or the demo seed) writes content: nothing to show. */
const noTemplates: TSiteTemplatesInput = {
  licence: {},
  responsibleGaming: {},
  certificates: [],
  paymentMethods: [],
  qualityService: [],
  sponsors: [],
  download: { title: {}, text: {}, image: '' },
};

export function readTemplates(db: Db): Promise<TSiteTemplatesInput> {
  return readSetting(db, TEMPLATES_KEY, ZSiteTemplatesInput, noTemplates);
}

export function writeTemplates(
  db: Db,
  value: TSiteTemplatesInput,
  operatorId: number,
): Promise<void> {
  return writeSetting(db, TEMPLATES_KEY, value, operatorId);
}
