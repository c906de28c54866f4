// The register dialog with the outside phone-auth provider on (PHONE_AUTH_PROVIDER=local on the
// server): the mobile tab after "Send code" (the 60 s countdown) and after a wrong code (the
// provider's text under the code), in every width, theme and language.
// Run: PHONE_AUTH_PROVIDER=local E2E_PORT=<port> node scripts/e2e-server.mjs, then
//      node e2e/scripts/phone-auth-screenshots.mjs [base url] [folder]
import { apiCaller, baseUrl, DEMO_OPERATOR, outputFolder, shootMatrix } from './shots.mjs';

const base = baseUrl();
const call = apiCaller(base, '10.77.0.1');
const ops = (await call('POST', '/ops/api/session', { body: DEMO_OPERATOR })).token;
const flags = await call('GET', '/wps/system/whitelabel');
await call('PUT', '/ops/api/system/whitelabel', {
  token: ops,
  body: { ...flags, MOBILENUMREG3: true, REGMOBVERF3: true },
});
// 16 sends from the shots' one address: above the hourly cap per address.
const limits = await call('GET', '/ops/api/system/setting/sms', { token: ops });
await call('PUT', '/ops/api/system/setting/sms', {
  token: ops,
  body: { ...limits, perAddressPerHour: 1_000, perPrefixPerHour: 1_000 },
});

let mobile = 0;
async function sendCode(page) {
  // The mobile tab comes first under MOBILENUMREG3 (in every language).
  await page.locator('[role="tab"]').first().click();
  await page.locator('input[name="mobileNum"]').fill(`9${String(4_000_000 + ++mobile)}1`);
  // One code request a second per address: the previous shot's may be under a second ago.
  await page.waitForTimeout(1_100);
  await page.locator('.auth-sms__button').click();
  // The countdown (seconds in the label), not the button's "sending" state.
  await page.locator('.auth-sms__button:disabled', { hasText: /\d/ }).waitFor({ timeout: 30_000 });
}

const files = await shootMatrix({
  base,
  ip: '10.77.0.2',
  outDir: outputFolder('phone-auth'),
  pages: [
    {
      name: 'register-phone-sent',
      path: '/register',
      ready: 'input[name="password"]',
      visitor: true,
      screenOnly: true,
      act: sendCode,
    },
    {
      name: 'register-phone-wrong-code',
      path: '/register',
      ready: 'input[name="password"]',
      visitor: true,
      screenOnly: true,
      async act(page) {
        await sendCode(page);
        await page.locator('input[name="verificationCode"]').fill('000000');
        await page.locator('input[name="password"]').fill('secret123');
        await page.locator('input[name="confirmPassword"]').fill('secret123');
        await page.locator('form button[type="submit"]').click();
        await page.waitForLoadState('networkidle').catch(() => {});
      },
    },
  ],
});
console.log(files.join('\n'));
