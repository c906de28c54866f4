// Every text readable in both themes (issue 16): axe's color-contrast rule alone (WCAG AA: 4.5:1
// for normal text, 3:1 for large) on the main player screens at 390 and 1280 px, light and dark,
// for a visitor and for a member. A failure lists each element with its colours and ratio.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openSite, registerAndDeposit, uniqueName } from './player-kit';

const themes = ['light', 'dark'] as const;
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** Each theme at each width, with the label a finding carries. */
const looks = themes.flatMap((theme) =>
  viewports.map((viewport) => ({ theme, viewport, label: `${theme} ${viewport.width}px` })),
);

// The two tests share nothing (each its own visitor): side by side, the file takes the longer one.
test.describe.configure({ mode: 'parallel' });

/** What axe measured for one element (its color-contrast check's data). */
interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
}

/**
 * Opens `path` in the stored theme, mounts what waits below the first screen and waits until
 * the page's lists have answered.
 */
async function show(page: Page, path: string, ready = '#main > *') {
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  // Home's lower sections mount as they come near the screen (NearScreen): scroll through once.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

/** The color-contrast violations on the page as it is now, one line each. */
async function contrastViolations(page: Page, where: string): Promise<string[]> {
  // A block with content-visibility: auto (the footer) is not painted while off screen, and axe,
  // which reads colours through hit testing, then measures its text against the page behind it.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    }
  });
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const data = (node.any[0]?.data ?? {}) as ContrastData;
      return (
        `${where}: ${node.target.join(' >> ')} — ${data.fgColor} on ${data.bgColor}, ` +
        `${data.contrastRatio}:1, needs ${data.expectedContrastRatio} — ${node.html.slice(0, 80)}`
      );
    }),
  );
}

/** Sets the page's size and the stored theme, which the next page load applies (theme-init.js). */
async function dress(page: Page, look: (typeof looks)[number]) {
  await page.setViewportSize(look.viewport);
  await page.evaluate((theme) => localStorage.setItem('theme', theme), look.theme);
}

// One test per theme and width: each loads five pages and runs axe on each, which beside the
// PGlite pass in CI took longer than one test's limit when all four looks shared one test.
for (const [index, look] of looks.entries()) {
  test(`a visitor's main screens keep their text contrast, ${look.label}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await openSite(browser, { ip: `10.16.9.${10 + index}`, reducedMotion: 'reduce' });
    await dress(page, look);
    const found: string[] = [];
    for (const path of ['/', '/rng', '/live', '/lottery', '/promotions']) {
      await show(page, path);
      found.push(...(await contrastViolations(page, `${path} ${look.label}`)));
    }
    await page.context().close();
    expect(found, found.join('\n')).toEqual([]);
  });
}

test("a member's header, member centre and own-wallet game keep their text contrast", async ({
  browser,
}) => {
  // Twelve axe runs, two game launches and a registration: minutes beside CI's PGlite pass.
  test.setTimeout(300_000);
  const page = await openSite(browser, { ip: '10.16.9.2', reducedMotion: 'reduce' });
  await registerAndDeposit(page, uniqueName('ct'), 100);

  const banner = page.getByRole('banner');
  const inGames = banner.getByRole('button', { name: /in games$/ });
  const found: string[] = [];
  for (const theme of themes) {
    // Lotus Live keeps its own wallet: the launch moves the main wallet in, the wallet bar says
    // so over the table, and the header notes the money in games. The page is loaded in each
    // theme (the game's frame takes it on loading) and then shown at each width in place.
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await show(page, '/live');
    await page.getByRole('button', { name: 'Open Lotus Live games' }).click();
    await page
      .getByRole('dialog', { name: /Lotus Live/ })
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/game\?url=.*&wallet=LOTUSLIVE/);
    await page.frameLocator('iframe.game-frame__iframe').getByTestId('play-balance').waitFor();
    for (const look of looks.filter((l) => l.theme === theme)) {
      await page.setViewportSize(look.viewport);
      await expect(inGames).toBeVisible();
      found.push(...(await contrastViolations(page, `Lotus Live game ${look.label}`)));
      if (look.viewport.width < 1024) {
        // A member's phone drawer holds the balance again, stacked on the theme's surface.
        await banner.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await drawer.getByRole('navigation').waitFor();
        found.push(...(await contrastViolations(page, `phone drawer ${look.label}`)));
        await drawer.getByRole('button', { name: 'Close' }).click();
        await expect(drawer).toHaveCount(0);
      }
    }
    // Leaving the game through the site brings the money back before the next launch.
    await banner.locator('a[href="/"]').first().click();
    await expect(inGames).toHaveCount(0);
  }
  for (const look of looks) {
    await dress(page, look);
    await show(page, '/');
    found.push(...(await contrastViolations(page, `/ (member) ${look.label}`)));
    await show(page, '/?mc=securityCenter', '.member-centre__page');
    found.push(...(await contrastViolations(page, `member centre ${look.label}`)));
  }
  await page.context().close();
  expect(found, found.join('\n')).toEqual([]);
});
