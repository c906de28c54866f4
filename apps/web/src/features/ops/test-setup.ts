// The set-up every console section test shares: English texts, a signed-in operator's token in
// session storage (the console's calls send it as 'Bearer ops-token'), and the fetch stand-ins
// of test-fetch undone after each test. Call once at the top level of a test file.
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setupTestI18n } from '../../test/test-i18n';

export function setUpConsoleTests(): void {
  beforeAll(async () => {
    await setupTestI18n('EN');
  });
  beforeEach(() => {
    sessionStorage.setItem('opsToken', 'ops-token');
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
