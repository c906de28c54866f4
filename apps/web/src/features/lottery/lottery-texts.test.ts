// The lottery pages' texts exist in every language file, and MY is really Burmese.
import { describe } from 'vitest';
import { itHasEveryText } from '../../test/locale-texts';

describe('lottery texts', () => {
  itHasEveryText(['lottery']);
});
