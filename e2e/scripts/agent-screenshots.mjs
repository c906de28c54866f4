// Screenshots of the agent centre's team overview, team management and contract pages (dividend,
// daily, hourly and real-time salary, a statement opened, an offer accepted) as the demo agent,
// and of the /join page (as a visitor) at 390 and 1280 px, light and dark, English and Burmese,
// for a person to look at (issue 17). Drives Debian's Chromium against a running site with the
// demo data (the e2e server or `npm start`): the real-time offer from agent01's upline agent00 is
// made again before each of its shots, as accepting it takes it away.
//   node e2e/scripts/agent-screenshots.mjs [baseUrl] [outDir]
import { apiCaller, baseUrl, outputFolder, shootMatrix } from './shots.mjs';

const base = baseUrl();
const ip = '10.77.0.1';
const call = apiCaller(base, ip);
const agent = {
  username: process.env.AGENT_USERNAME ?? 'agent01',
  password: process.env.AGENT_PASSWORD ?? 'agent1234',
};
const { token } = await call('POST', '/wps/session/login', {
  body: { ...agent, type: 'username', portal: 'agent' },
});
const master = {
  username: process.env.MASTER_USERNAME ?? 'agent00',
  password: process.env.MASTER_PASSWORD ?? 'agent1234',
};
const { token: masterToken } = await call('POST', '/wps/session/login', {
  body: { ...master, type: 'username', portal: 'agent' },
});
let offers = 0;
/** agent00 offers agent01 a real-time salary again (a new version waiting for an answer). */
async function offerRealtime(page) {
  await call('POST', '/wps/agent/contracts/offer', {
    token: masterToken,
    body: {
      username: agent.username,
      kind: 'realtime_salary',
      periodType: 'R5',
      tiers: [{ rateBp: 20 }],
      idempotencyKey: `shots-${Date.now()}-${++offers}`,
    },
  });
  await page.reload();
  await page.locator('.agent-offer').waitFor({ timeout: 15_000 });
}
const contractPage = (name, key, act) => ({
  name,
  path: `/agentHome?page=${key}`,
  ready: '.agent-centre__page .mc-card',
  act,
});
const files = await shootMatrix({
  base,
  ip,
  token,
  outDir: outputFolder('agent'),
  pages: [
    { name: 'team-overview', path: '/agentHome', ready: '.agent-centre__page' },
    {
      name: 'team-management',
      path: '/agentHome?page=teamManagement',
      ready: '.agent-centre__page',
    },
    contractPage('dividend', 'dividend'),
    contractPage('daily-salary', 'dailySalary'),
    contractPage('daily-salary-statement', 'dailySalary', async (page) => {
      await page
        .getByRole('button', { name: /^(Open|ဖွင့်ရန်)$/ })
        .first()
        .click();
      await page.locator('.agent-statement').waitFor();
    }),
    contractPage('hourly-salary', 'hourlySalary'),
    contractPage('realtime-salary-offer', 'realtimeSalary', offerRealtime),
    contractPage('realtime-salary-accepted', 'realtimeSalary', async (page) => {
      await offerRealtime(page);
      await page.locator('.agent-offer .button--primary').click();
      await page.locator('.agent-offer').waitFor({ state: 'detached' });
    }),
    { name: 'join', path: '/join', ready: 'main form', visitor: true },
  ],
});
console.log(files.join('\n'));
