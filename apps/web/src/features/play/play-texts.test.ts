import { describe } from 'vitest';
import { itHasEveryText } from '../../test/locale-texts';

describe('game client texts', () => {
  itHasEveryText(['play']);
});
