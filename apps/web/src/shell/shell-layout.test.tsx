import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setToken } from '../lib/session-storage';
import { makeFunds, makeMemberInfo, makeMerchant, makeSecurityCentre } from '../test/fixtures';
import { defaultApi, renderRoute } from '../test/render-app';
import { setupTestI18n } from '../test/test-i18n';
import { stubViewport } from '../test/viewport';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** A phone (390 px) or a desktop (1280 px). */
const stubPhone = (isPhone: boolean) => stubViewport(isPhone ? 390 : 1280);

const memberApi = {
  ...defaultApi(),
  '/wps/member/info': makeMemberInfo(),
  '/wps/member/security-centre': makeSecurityCentre(),
  '/wps/member/info/funds/consolidated': makeFunds(),
  '/wps/relay/GCS_merchantWallet': makeMerchant(),
};

const main = () => document.getElementById('main')!;

describe('the page behind a member centre opened at first load', () => {
  it('waits on a phone, where the centre covers the screen, and comes when it closes', async () => {
    stubPhone(true);
    setToken('tok-member');
    const { router } = renderRoute('/help?mc=securityCenter', { api: memberApi });
    expect(await screen.findByRole('dialog', { name: /member centre/i })).toBeInTheDocument();
    expect(main().childElementCount).toBe(0);
    await router.navigate('/help');
    await waitFor(() => expect(main().childElementCount).toBeGreaterThan(0));
    // A page already shown stays when the centre opens over it again.
    await router.navigate('/help?mc=securityCenter');
    expect(await screen.findByRole('dialog', { name: /member centre/i })).toBeInTheDocument();
    expect(main().childElementCount).toBeGreaterThan(0);
  });

  it('renders at once on a wide screen, where the page shows around the centre', async () => {
    stubPhone(false);
    setToken('tok-member');
    renderRoute('/help?mc=securityCenter', { api: memberApi });
    expect(await screen.findByRole('dialog', { name: /member centre/i })).toBeInTheDocument();
    expect(main().childElementCount).toBeGreaterThan(0);
  });
});
