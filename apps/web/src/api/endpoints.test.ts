// The site-wide hooks call endpoints (method and path) instead of contract objects, to keep zod
// out of the first load; this keeps each one equal to its contract.
import { describe } from 'vitest';
import { getAnnouncements } from '@wps/contracts/content/announcements';
import { getGameVendors, getVassGameTypes } from '@wps/contracts/content/game-nav';
import { getConsolidatedSettings } from '@wps/contracts/system/consolidated';
import { getHelpCenter } from '@wps/contracts/system/help-center';
import { systemStatus } from '@wps/contracts/system/status';
import { getTemplates } from '@wps/contracts/system/templates';
import { announcementsEndpoint } from './announcements';
import { consolidatedSettingsEndpoint } from './consolidated-settings';
import { gameTypesEndpoint } from './game-types';
import { gameVendorsEndpoint } from './game-vendors';
import { helpCenterEndpoint } from './help-center';
import { systemStatusEndpoint } from './system-status';
import { templatesEndpoint } from './templates';
import { itMatchesContracts } from '../test/endpoint-contracts';

const pairs = [
  [announcementsEndpoint, getAnnouncements],
  [consolidatedSettingsEndpoint, getConsolidatedSettings],
  [gameTypesEndpoint, getVassGameTypes],
  [gameVendorsEndpoint, getGameVendors],
  [helpCenterEndpoint, getHelpCenter],
  [systemStatusEndpoint, systemStatus],
  [templatesEndpoint, getTemplates],
] as const;

describe('site-wide endpoints', () => {
  itMatchesContracts(pairs);
});
