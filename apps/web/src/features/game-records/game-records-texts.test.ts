// The betting record and profit-and-loss pages' texts exist in every language file with EN's
// placeholders, and MY is really Burmese.
import { describe } from 'vitest';
import { itHasEveryText } from '../../test/locale-texts';

describe('game records texts', () => {
  itHasEveryText(['gameRecords'], { myDiffersFromEn: true });
});
