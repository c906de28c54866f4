// The site settings sections read and replace whole documents: account security, domain routes,
// countries, and the footer and home templates (with its preview).
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAccountSecurity } from '@wps/contracts/account/register';
import type { TSiteTemplatesInput } from '@wps/contracts/system/templates';
import { mockFetch, type SentRequest } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { AccountSecuritySection } from './account-security-section';
import { CountriesSection } from './countries-section';
import { DomainsSection } from './domains-section';
import { TemplatesSection } from './templates-section';
import { setUpConsoleTests } from '../test-setup';

setUpConsoleTests();

const echo = (req: SentRequest) => ({ value: req.body });

describe('AccountSecuritySection', () => {
  const security: TAccountSecurity = {
    registerChallenge: true,
    loginCaptchaAfterFailures: 3,
    newDeviceVerification: false,
    smsCodeMinutes: 5,
    smsSendsPerNumberPerHour: 5,
    freePlayBalance: 100_000,
  };
  const URL = '/ops/api/system/setting/security';

  it('saves the settings, the trial money typed in major units', async () => {
    const { sent } = mockFetch({ [`GET ${URL}`]: { value: security }, [`PUT ${URL}`]: echo });
    const user = userEvent.setup();
    renderWithClient(<AccountSecuritySection canEdit />);
    const failures = await screen.findByRole('spinbutton', {
      name: 'Failed logins before the captcha',
    });
    await user.clear(failures);
    await user.type(failures, '7');
    await user.click(
      screen.getByRole('checkbox', { name: 'A login from a new device needs a code' }),
    );
    const money = screen.getByRole('textbox', { name: 'Trial play money' });
    expect(money).toHaveValue('1000');
    await user.clear(money);
    await user.type(money, '50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      ...security,
      loginCaptchaAfterFailures: 7,
      newDeviceVerification: true,
      freePlayBalance: 5_000,
    });
  });

  it('names a field out of range and sends nothing', async () => {
    const { sent } = mockFetch({ [`GET ${URL}`]: { value: security } });
    const user = userEvent.setup();
    renderWithClient(<AccountSecuritySection canEdit />);
    const minutes = await screen.findByRole('spinbutton', { name: 'Minutes an SMS code lives' });
    await user.clear(minutes);
    await user.type(minutes, '99');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Minutes an SMS code lives');
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('is read only without settings.edit', async () => {
    mockFetch({ [`GET ${URL}`]: { value: security } });
    renderWithClient(<AccountSecuritySection canEdit={false} />);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'SMS per number per hour' })).toBeDisabled();
  });

  it('shows the server’s refusal', async () => {
    mockFetch({ [`GET ${URL}`]: { status: 403, code: 'FORBIDDEN' } });
    renderWithClient(<AccountSecuritySection canEdit />);
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});

describe('DomainsSection', () => {
  const routes = [
    { speed: 20, resourceType: 'WEB' as const, url: 'https://a.example', qrCodeUrl: null },
  ];

  it('adds a route and replaces the list; an empty list says so', async () => {
    const { sent } = mockFetch({
      'GET /wps/system/domainRoute': { value: routes },
      'PUT /ops/api/system/domainRoute': (req) => ({
        value: (req.body as { routes: unknown[] }).routes,
      }),
    });
    const user = userEvent.setup();
    renderWithClient(<DomainsSection canEdit />);
    expect(await screen.findByDisplayValue('https://a.example')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const urls = screen.getAllByRole('textbox', { name: 'Address' });
    await user.type(urls[1]!, 'https://b.example/app.apk');
    const kinds = screen.getAllByRole('combobox', { name: 'Kind' });
    await user.selectOptions(kinds[1]!, 'Android app');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      routes: [
        routes[0],
        {
          speed: 0,
          resourceType: 'APP_ANDROID',
          url: 'https://b.example/app.apk',
          qrCodeUrl: null,
        },
      ],
    });
  });

  it('names the bad row before sending', async () => {
    const { sent } = mockFetch({ 'GET /wps/system/domainRoute': { value: routes } });
    const user = userEvent.setup();
    renderWithClient(<DomainsSection canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await user.type(screen.getAllByRole('textbox', { name: 'Address' })[1]!, 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Address in row 2');
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('says when there is no address', async () => {
    mockFetch({ 'GET /wps/system/domainRoute': { value: [] } });
    renderWithClient(<DomainsSection canEdit={false} />);
    expect(await screen.findByText('No addresses yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add an address' })).toBeDisabled();
  });
});

describe('CountriesSection', () => {
  const countries = [
    { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' },
    { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
    { countryCode: 'GB', countryDialingCode: '44', name: 'United Kingdom' },
  ];

  it('reorders, removes and adds countries, then saves the codes in order', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/system/country': { value: { countries, offered: ['MM', 'TH'] } },
      'PUT /ops/api/system/country': echo,
    });
    const user = userEvent.setup();
    renderWithClient(<CountriesSection canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Move Thailand (+66) up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Myanmar (+95)' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Add a country' }),
      'United Kingdom (+44)',
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const list = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(list[0]).toContain('Thailand');
    expect(list[1]).toContain('United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ countryCodes: ['TH', 'GB'] });
  });

  it('refuses to save an empty list', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/system/country': { value: { countries, offered: ['MM'] } },
    });
    const user = userEvent.setup();
    renderWithClient(<CountriesSection canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Remove Myanmar (+95)' }));
    expect(screen.getByText('No country offered.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Offer at least one country.');
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
  });
});

describe('TemplatesSection', () => {
  const templates: TSiteTemplatesInput = {
    licence: { EN: 'Licensed in Curaçao.', MY: 'လိုင်စင်' },
    responsibleGaming: { EN: 'Play responsibly.' },
    certificates: [{ name: { EN: 'GLI' }, image: '/images/cert/gli.svg' }],
    paymentMethods: [],
    qualityService: [],
    sponsors: [],
    download: { title: { EN: 'Get the app' }, text: { EN: 'Fast.' }, image: '/images/app.png' },
  };
  const URL = '/ops/api/system/templates';

  it('edits one language, previews it with EN as fallback, and saves without blank texts', async () => {
    const { sent } = mockFetch({ [`GET ${URL}`]: { value: templates }, [`PUT ${URL}`]: echo });
    const user = userEvent.setup();
    renderWithClient(<TemplatesSection canEdit />);
    const preview = await screen.findByRole('region', { name: 'Preview (EN)' });
    expect(preview).toHaveTextContent('Licensed in Curaçao.');

    await user.click(screen.getByRole('button', { name: /^MY/ }));
    const myPreview = screen.getByRole('region', { name: 'Preview (MY)' });
    expect(myPreview).toHaveTextContent('လိုင်စင်');
    // No MY text yet: visitors read EN.
    expect(myPreview).toHaveTextContent('Play responsibly.');
    await user.type(
      screen.getByRole('textbox', { name: 'Responsible gaming (MY)' }),
      'တာဝန်ယူ၍ ကစားပါ',
    );
    expect(myPreview).toHaveTextContent('တာဝန်ယူ၍ ကစားပါ');

    await user.click(screen.getByRole('button', { name: 'Add to Sponsors' }));
    await user.click(screen.getByRole('button', { name: 'Remove Sponsors 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({
      ...templates,
      responsibleGaming: { EN: 'Play responsibly.', MY: 'တာဝန်ယူ၍ ကစားပါ' },
    });
  });

  it('names a bad image path and sends nothing; read only without content.edit', async () => {
    const { sent } = mockFetch({ [`GET ${URL}`]: { value: templates } });
    const user = userEvent.setup();
    const view = renderWithClient(<TemplatesSection canEdit />);
    const certificates = (await screen.findByRole('group', {
      name: 'Certificates',
    })) as HTMLElement;
    const image = within(certificates).getByRole('textbox', { name: 'Image' });
    await user.clear(image);
    await user.type(image, 'https://evil.example/x.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Certificates › Image');
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
    view.unmount();

    renderWithClient(<TemplatesSection canEdit={false} />);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
