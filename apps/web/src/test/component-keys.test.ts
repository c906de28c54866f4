// The shared components' texts exist in every language file, and MY is really translated.
import { describe } from 'vitest';
import { itHasEveryText } from './locale-texts';

const namespaces = [
  'modal',
  'carousel',
  'notice',
  'jackpot',
  'dialPicker',
  'cs',
  'validation',
  'format',
];
describe('shared component texts', () => {
  itHasEveryText(namespaces, { myDiffersFromEn: true });
});
