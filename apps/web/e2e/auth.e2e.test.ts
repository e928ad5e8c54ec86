import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@reelsmith/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// A real SMTP peer receives the password-reset mail, as a mailbox would.
import { startSmtpPeer, type SmtpPeer } from '../../server/src/test/smtp-peer';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import ptBR from '../src/locales/pt-BR.json';
import { launchBrowser, newVisitorContext } from './support/browser';
import { accessibleDescription, screenshotLooks, seriousAccessibilityViolations } from './support/page-checks';
import { startPlatform } from './support/server';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let smtp: SmtpPeer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  [platform, browser] = await Promise.all([startPlatform({ env: { SMTP_URL: smtp.url } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  await smtp?.close();
});
beforeEach(async () => {
  context = await newVisitorContext(browser);
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

const WEB = { en, es, 'pt-BR': ptBR } as const;
type Language = keyof typeof WEB;
const PREFIX: Record<Language, string> = { en: '', es: '/es', 'pt-BR': '/ptbr' };

const url = (path: string) => `${platform.baseUrl}${path}`;
const open = (path: string) => page.goto(url(path));
/** Waits for the page to show this main heading (pages render lazily after the address changes). */
const expectHeading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 10_000 });
const field = (label: string) => page.getByLabel(label, { exact: true });
const button = (name: string) => page.getByRole('button', { name, exact: true });
/** The form's own message (spec §5 sentences, or the server's answer). */
const formAlert = () => page.locator('main [role="alert"]').first();
const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

function newPerson(name = 'Ana Tester') {
  return { name, email: `e2e-${randomUUID()}@example.com`, password: 'first-pass-1' };
}

/** An account made through the API, as another device would have made it. */
async function createAccount(name = 'Rui Account') {
  const person = newPerson(name);
  const response = await fetch(url('/api/auth/sign-up/email'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: platform.baseUrl },
    body: JSON.stringify(person),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return person;
}

async function signUpInBrowser(person: ReturnType<typeof newPerson>) {
  await open('/signup');
  await field(en.auth.fields.fullName).fill(person.name);
  await field(en.auth.fields.email).fill(person.email);
  await field(en.auth.fields.password).fill(person.password);
  await field(en.auth.fields.confirmPassword).fill(person.password);
  await button(en.auth.signup.submit).click();
  await page.waitForURL(url('/dashboard'));
}

async function logIn(language: Language, email: string, password: string) {
  const text = WEB[language].auth;
  await field(text.fields.email).fill(email);
  await field(text.fields.password).fill(password);
  await button(text.login.submit).click();
}

const robots = () => page.locator('meta[name="robots"]').getAttribute('content');
const meStatus = () => page.evaluate(async () => (await fetch('/api/me')).status);

describe('signing up and out', () => {
  it('signs up with e-mail: the dashboard greets by name with 1 credit, the header shows credits and the account menu', async () => {
    await open('/signup');
    await expectHeading(en.auth.signup.title);
    expect(await robots()).toBe('noindex, nofollow');
    expect(await page.locator('main').getByRole('link', { name: en.auth.signup.logIn, exact: true }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Terms of use' }).first().getAttribute('href')).toBe('/terms');
    expect(await page.getByRole('link', { name: 'Privacy policy' }).first().getAttribute('href')).toBe('/privacy');

    const person = newPerson('Ana Tester');
    await signUpInBrowser(person);
    await expectHeading(en.dashboard.welcome.replace('{{name}}', 'Ana Tester'));
    await toast(en.auth.signup.success).waitFor();
    expect(await page.getByTestId('available-credits').innerText()).toBe('1');
    expect(await page.getByRole('link', { name: en.dashboard.credits.buy, exact: true }).getAttribute('href')).toBe('/credits');
    await page.getByText(en.dashboard.recent.empty).waitFor();
    const main = page.locator('main');
    for (const [name, href] of [
      [en.dashboard.quickStart.create.title, '/create'],
      [en.dashboard.quickStart.campaigns.title, '/campaigns'],
      [en.dashboard.quickStart.upload.title, '/upload'],
      [en.dashboard.quickStart.voiceCloning.title, '/voice-cloning'],
      [en.dashboard.quickStart.videos.title, '/videos'],
      [en.dashboard.quickStart.settings.title, '/settings'],
    ]) {
      expect(await main.getByRole('link', { name }).first().getAttribute('href'), name).toBe(href);
    }
    expect(await page.title()).toBe(`${en.pages.dashboard.title} · Reelsmith`);

    const header = page.locator('header').first();
    expect(await header.getByRole('link', { name: en.nav.login }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Credits: 1' }).getAttribute('href')).toBe('/credits');
    await header.getByRole('button', { name: en.account.menu }).click();
    const menu = header.getByRole('navigation', { name: en.account.menu });
    expect(await menu.getByRole('link', { name: en.account.settings }).getAttribute('href')).toBe('/settings');
    expect(await menu.getByRole('link', { name: en.account.videos }).getAttribute('href')).toBe('/videos');
    expect(await menu.getByRole('link', { name: en.account.dashboard }).getAttribute('href')).toBe('/dashboard');
    expect(await header.getByRole('button', { name: en.account.signOut }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshotLooks(page, 'dashboard');

    // The signed-in bar (language, theme, account) fits a 320 px phone in every language, the longest name included.
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ['/dashboard', '/ptbr/dashboard', '/es/campaigns']) {
      await open(path);
      await header.getByText('AT', { exact: true }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `sideways scroll on ${path}`).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await open('/dashboard');

    await main.getByRole('button', { name: en.account.signOut }).click();
    await page.waitForURL(url('/'));
    await expectHeading(en.home.heading);
    await header.getByRole('link', { name: en.nav.login }).waitFor();
    expect(await meStatus()).toBe(401);
    // Signed out for good: the dashboard now asks to log in.
    await open('/dashboard');
    await page.waitForURL(url('/login?next=%2Fdashboard'));
  });

  it('refuses a second account with the same e-mail, in the server’s words', async () => {
    const person = await createAccount();
    await open('/signup');
    await field(en.auth.fields.fullName).fill('Someone Else');
    await field(en.auth.fields.email).fill(person.email);
    await field(en.auth.fields.password).fill('another-pass');
    await field(en.auth.fields.confirmPassword).fill('another-pass');
    await button(en.auth.signup.submit).click();
    await formAlert().waitFor();
    expect(await formAlert().innerText()).toBe(MESSAGES.en.errors.ACCOUNT_EXISTS);
  });
});

describe('logging in', () => {
  it('is a noindexed page with Google, the e-mail form and links to sign up and reset the password', async () => {
    await open('/login');
    await expectHeading(en.auth.login.title);
    expect(await robots()).toBe('noindex, nofollow');
    expect(await button(en.auth.google.continue).isVisible()).toBe(true);
    expect(await page.getByText(en.auth.secureNote).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: en.auth.login.createAccount }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('link', { name: en.auth.login.forgot }).getAttribute('href')).toBe('/forgot-password');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshotLooks(page, 'login');

    await open('/ptbr/signup');
    await expectHeading(ptBR.auth.signup.title);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await open('/signup');
    await expectHeading(en.auth.signup.title);
    await screenshotLooks(page, 'signup');
  });

  it('says "Invalid email or password." for a wrong password, in the page’s language', async () => {
    const person = await createAccount();
    await open('/login');
    await logIn('en', person.email, 'not-the-password');
    await formAlert().waitFor();
    expect(await formAlert().innerText()).toBe('Invalid email or password.');
    expect(page.url()).toBe(url('/login'));

    await open('/es/login');
    await logIn('es', `nobody-${randomUUID()}@example.com`, 'whatever');
    await formAlert().waitFor();
    expect(await formAlert().innerText()).toBe(MESSAGES.es.errors.INVALID_CREDENTIALS);
  });

  it('sends a signed-out visitor of a private page to log in, then back to that page', async () => {
    const person = await createAccount('Rui Returning');
    await open('/es/settings');
    await page.waitForURL(url('/es/login?next=%2Fes%2Fsettings'));
    await expectHeading(es.auth.login.title);
    // The way to sign up keeps the page to come back to.
    expect(await page.getByRole('link', { name: es.auth.login.createAccount }).getAttribute('href')).toBe('/es/signup?next=%2Fes%2Fsettings');
    await logIn('es', person.email, person.password);
    await page.waitForURL(url('/es/settings'));
    await expectHeading(es.pages.settings.title);
    expect(await field(es.settings.profile.name).inputValue()).toBe('Rui Returning');
    // A next page on another site is ignored: a signed-in visitor of the login page goes to the dashboard.
    await open('/es/login?next=%2F%2Fevil.example%2F');
    await page.waitForURL(url('/es/dashboard'));
  });

  it.each(['en', 'es', 'pt-BR'] as const)('shows the spec’s validation messages in %s', async (language) => {
    const text = WEB[language];
    const shared = MESSAGES[language].errors;
    const prefix = PREFIX[language];
    await open(`${prefix}/login`);
    await button(text.auth.login.submit).click();
    expect(await formAlert().innerText()).toBe(shared.FIELDS_REQUIRED);
    expect(await field(text.auth.fields.email).evaluate((input) => input === document.activeElement)).toBe(true);

    await open(`${prefix}/signup`);
    await button(text.auth.signup.submit).click();
    expect(await formAlert().innerText()).toBe(shared.FIELDS_REQUIRED);
    await field(text.auth.fields.fullName).fill('Ana');
    await field(text.auth.fields.email).fill('ana@example.com');
    await field(text.auth.fields.password).fill('12345');
    await field(text.auth.fields.confirmPassword).fill('12345');
    await button(text.auth.signup.submit).click();
    expect(await formAlert().innerText()).toBe(shared.PASSWORD_TOO_SHORT.replace('{{minimum}}', '6'));
    await field(text.auth.fields.password).fill('123456');
    await field(text.auth.fields.confirmPassword).fill('1234567');
    await button(text.auth.signup.submit).click();
    expect(await formAlert().innerText()).toBe(text.auth.passwordsDiffer);
    expect(await field(text.auth.fields.confirmPassword).getAttribute('aria-invalid')).toBe('true');
    // The field at fault is described by the message, so a screen reader says why it is wrong.
    expect(await accessibleDescription(field(text.auth.fields.confirmPassword))).toBe(text.auth.passwordsDiffer);
    expect(await accessibleDescription(field(text.auth.fields.password))).toBe(text.auth.fields.passwordHint.replace('{{minimum}}', '6'));
  });

  it('Continue with Google asks the API for Google’s address with the page to come back to, and explains a failed return', async () => {
    // This platform has no Google client configured: the button says so.
    await open('/login');
    await button(en.auth.google.continue).click();
    await toast(MESSAGES.en.auth.google_failed).waitFor();

    let asked: unknown;
    await page.route('**/api/auth/sign-in/social', async (route) => {
      asked = route.request().postDataJSON();
      await route.fulfill({ json: { url: url('/terms?from=google'), redirect: true } });
    });
    await open('/es/login?next=%2Fes%2Fvideos');
    await button(es.auth.google.continue).click();
    await page.waitForURL(url('/terms?from=google'));
    expect(asked).toEqual({ provider: 'google', callbackURL: '/es/videos', errorCallbackURL: '/es/login?next=%2Fes%2Fvideos' });

    await open('/login?error=account_not_linked');
    await toast(MESSAGES.en.auth.google_account_not_linked).waitFor();
    await page.waitForURL(url('/login'));
  });
});

describe('a forgotten password', () => {
  it('mails a link to the reset page in the page’s language, where a new password is chosen', async () => {
    const person = await createAccount('Bia Forgetful');
    await open('/ptbr/login');
    await page.getByRole('link', { name: ptBR.auth.login.forgot }).click();
    await expectHeading(ptBR.auth.forgot.title);
    await field(ptBR.auth.fields.email).fill(person.email);
    await button(ptBR.auth.forgot.submit).click();
    await page.getByText(MESSAGES['pt-BR'].auth.reset_requested).waitFor();

    const mail = await smtp.nextMail(10_000);
    expect(mail.to?.[0]?.address).toBe(person.email);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(link.startsWith(url('/ptbr/reset-password?token='))).toBe(true);

    await page.goto(link);
    await expectHeading(ptBR.auth.reset.title);
    expect(await robots()).toBe('noindex, nofollow');
    await field(ptBR.auth.fields.newPassword).fill('brand-new-1');
    await field(ptBR.auth.fields.confirmPassword).fill('brand-new-2');
    await button(ptBR.auth.reset.submit).click();
    expect(await formAlert().innerText()).toBe(ptBR.auth.passwordsDiffer);
    await field(ptBR.auth.fields.confirmPassword).fill('brand-new-1');
    await button(ptBR.auth.reset.submit).click();
    await page.waitForURL(url('/ptbr/login'));
    await toast(ptBR.auth.reset.success).waitFor();

    await logIn('pt-BR', person.email, 'brand-new-1');
    await page.waitForURL(url('/ptbr/dashboard'));
    await expectHeading(ptBR.dashboard.welcome.replace('{{name}}', 'Bia Forgetful'));

    // The link worked once.
    await page.goto(link);
    await field(ptBR.auth.fields.newPassword).fill('third-pass-1');
    await field(ptBR.auth.fields.confirmPassword).fill('third-pass-1');
    await button(ptBR.auth.reset.submit).click();
    await formAlert().waitFor();
    expect(await formAlert().innerText()).toBe(MESSAGES['pt-BR'].errors.INVALID_RESET_TOKEN);
  });

  it('explains a reset page opened without its token', async () => {
    await open('/reset-password');
    await expectHeading(en.auth.reset.title);
    expect(await formAlert().innerText()).toBe(MESSAGES.en.errors.INVALID_RESET_TOKEN);
    expect(await page.getByRole('link', { name: en.auth.reset.requestNew }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('settings', () => {
  it('renames, changes the password, and creates, copies and revokes an API key', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.baseUrl });
    const person = newPerson('Bea Settings');
    await signUpInBrowser(person);
    await open('/settings');
    await expectHeading(en.pages.settings.title);
    expect(await field(en.settings.profile.email).inputValue()).toBe(person.email);
    expect(await field(en.settings.profile.email).getAttribute('readonly')).not.toBeNull();

    // Name.
    await field(en.settings.profile.name).fill('Bea Renamed');
    await button(en.settings.profile.save).click();
    await toast(en.settings.profile.saved).waitFor();
    await page.locator('header').first().getByRole('button', { name: en.account.menu }).click();
    await page.locator('header').first().getByText('Bea Renamed', { exact: true }).first().waitFor();
    await page.keyboard.press('Escape');

    // Password: the current one is checked, then the new one works.
    const changePassword = page.getByRole('form', { name: en.settings.password.title });
    await changePassword.getByLabel(en.settings.password.current, { exact: true }).fill('wrong-current');
    await changePassword.getByLabel(en.settings.password.new, { exact: true }).fill('second-pass-2');
    await changePassword.getByLabel(en.settings.password.confirm, { exact: true }).fill('second-pass-2');
    await button(en.settings.password.submit).click();
    await changePassword.getByRole('alert').waitFor();
    expect(await changePassword.getByRole('alert').innerText()).toBe(MESSAGES.en.errors.WRONG_PASSWORD);
    await changePassword.getByLabel(en.settings.password.current, { exact: true }).fill(person.password);
    await button(en.settings.password.submit).click();
    await toast(en.settings.password.changed).waitFor();
    expect(await changePassword.getByLabel(en.settings.password.new, { exact: true }).inputValue()).toBe('');

    // API key: shown once, copied, working, then revoked after a confirmation.
    await field(en.settings.apiKeys.name).fill('CI robot');
    await button(en.settings.apiKeys.create).click();
    const key = await page.getByLabel(en.settings.apiKeys.keyLabel, { exact: true }).inputValue();
    expect(key).toMatch(/^rsk_live_/);
    expect(await page.getByText(en.settings.apiKeys.createdWarning).isVisible()).toBe(true);
    await button(en.settings.apiKeys.copy).click();
    await toast(en.settings.apiKeys.copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    const withKey = () => fetch(url('/api/me'), { headers: { authorization: `Bearer ${key}` } });
    expect((await withKey()).status).toBe(200);
    await button(en.settings.apiKeys.done).click();
    expect(await page.getByLabel(en.settings.apiKeys.keyLabel, { exact: true }).count()).toBe(0);
    const keys = page.getByRole('list', { name: en.settings.apiKeys.listLabel });
    await keys.getByText('CI robot').waitFor();
    expect(await keys.getByText(`${key.slice(0, 13)}`).count()).toBeGreaterThan(0);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshotLooks(page, 'settings');

    await button(en.settings.apiKeys.revokeNamed.replace('{{name}}', 'CI robot')).click();
    const dialog = page.getByRole('dialog', { name: en.settings.apiKeys.revokeTitle });
    await dialog.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: en.settings.apiKeys.revokeConfirm }).click();
    await toast(en.settings.apiKeys.revoked.replace('{{name}}', 'CI robot')).waitFor();
    await page.getByText(en.settings.apiKeys.empty).waitFor();
    expect((await withKey()).status).toBe(401);

    // The new name shows on the dashboard; the new password is the one that logs in.
    await open('/dashboard');
    await expectHeading(en.dashboard.welcome.replace('{{name}}', 'Bea Renamed'));
    await page.locator('main').getByRole('button', { name: en.account.signOut }).click();
    await page.waitForURL(url('/'));
    await open('/login');
    await logIn('en', person.email, 'second-pass-2');
    await page.waitForURL(url('/dashboard'));
  });
});
