// The member centre's texts (its menu, the security and wallet pages, amounts, date ranges)
// exist in every language file with EN's placeholders, and MY is really Burmese.
import { describe } from 'vitest';
import { itHasEveryText } from '../../test/locale-texts';

const namespaces = ['memberCentre', 'security', 'wallet', 'money', 'dateRange'];
describe('member centre texts', () => {
  itHasEveryText(namespaces);
});
