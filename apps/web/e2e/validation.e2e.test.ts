import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  LANGUAGES,
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGES,
  MESSAGES,
  MIN_DESCRIPTION_LENGTH_EXCLUSIVE,
  MIN_PASSWORD_LENGTH,
  PAGE_ROUTES,
  interpolate,
  localizePath,
  translate,
  type Language,
} from '@reelsmith/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import es from '../src/locales/es.json';
import ptBR from '../src/locales/pt-BR.json';
import { launchBrowser, newVisitorContext } from './support/browser';
import { accessibleDescription, recordApiSubmissions, seriousAccessibilityViolations } from './support/page-checks';
import { startPlatform } from './support/server';

// Every validation message of the login, signup, password, settings, create-video and checkout
// screens (spec §5, and the rules the screens add: e-mail format, matching passwords, the card),
// in each language's own words; the browser's own checks send nothing to the server.

const WEB: Record<Language, typeof en> = { en, es, 'pt-BR': ptBR };
const PHOTO = readFileSync(fileURLToPath(new URL('../../../packages/engine/assets/examples/aurora-lamp/aurora-hero.jpg', import.meta.url)));
const photo = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: PHOTO });
/** The server's upper bound on passwords (better-auth's maxPasswordLength); the forms leave it to the server. */
const MAX_PASSWORD_LENGTH = 128;
/** A card expiry three years ahead, so the test never ages into a refusal. */
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

let platform: Awaited<ReturnType<typeof startPlatform>>;
let browser: Browser;

beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

const url = (path: string) => `${platform.baseUrl}${path}`;
const newContext = () => newVisitorContext(browser, { viewport: { width: 1280, height: 900 } });
/** How long a message may take to show: it comes at once, or from a local server. */
const SHOWN_WITHIN = { timeout: 10_000 };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

/** A context signed in as a new account (its 1 free credit untouched: nothing here renders). */
async function signedUpContext(name: string): Promise<BrowserContext> {
  const context = await newContext();
  const person = { name, email: `e2e-${randomUUID()}@example.com`, password: 'valid-pass-1' };
  const response = await context.request.post(url('/api/auth/sign-up/email'), { data: person, headers: { origin: platform.baseUrl } });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

/** A new tab on the page, once it shows its main heading; with the list of what it sends to the API. */
async function openPage(context: BrowserContext, path: string, heading: string): Promise<{ page: Page; sent: string[] }> {
  const page = await context.newPage();
  const sent = recordApiSubmissions(page);
  await page.goto(url(path));
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 10_000 });
  return { page, sent };
}

/** Waits for an alert in scope that says exactly this. */
const expectAlert = (scope: Page | Locator, message: string) => scope.getByRole('alert').filter({ hasText: exactly(message) }).waitFor(SHOWN_WITHIN);

/** Waits until this field is the one marked invalid and holds the cursor (the auth forms' way). */
const expectAtFault = (field: Locator) => field.and(field.page().locator(':focus[aria-invalid="true"]')).waitFor(SHOWN_WITHIN);

/** Waits until the field is marked invalid and described by exactly this message, shown on screen. */
async function expectFieldMessage(field: Locator, message: string) {
  await expect.poll(() => accessibleDescription(field), SHOWN_WITHIN).toBe(message);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const describedBy = await field.getAttribute('aria-describedby');
  expect(await field.page().locator(`[id="${describedBy}"]`).isVisible()).toBe(true);
}

/** Waits until the field is no longer marked invalid. */
const expectFieldValid = (field: Locator) => field.and(field.page().locator('[aria-invalid="true"]')).waitFor({ ...SHOWN_WITHIN, state: 'detached' });

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/**
 * One try at a form checked on submit: the fields typed in first (label → text), the message, and
 * the field it blames (the browser's own checks put the cursor there).
 */
interface Attempt {
  type?: Record<string, string>;
  message: string;
  field?: string;
}

/** A form of the page, found by its accessible name, and what the page has sent so far. */
interface PageForm {
  form: Locator;
  sent: string[];
}

const formOf = (page: Page, sent: string[], name: string): PageForm => ({ form: page.getByRole('form', { name, exact: true }), sent });

async function openForm(context: BrowserContext, path: string, heading: string, name: string): Promise<PageForm> {
  const { page, sent } = await openPage(context, path, heading);
  return formOf(page, sent, name);
}

/** Submits the form once per attempt and waits for the attempt's message in the form's alert, and its field. */
async function submitAttempts(form: Locator, submitLabel: string, attempts: Attempt[]) {
  const submit = form.getByRole('button', { name: submitLabel, exact: true });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  for (const { type = {}, message, field: blamed } of attempts) {
    for (const [label, value] of Object.entries(type)) await field(label).fill(value);
    await submit.click();
    await expectAlert(form, message);
    if (blamed) await expectAtFault(field(blamed));
  }
}

/**
 * A form checked on submit: its own checks one after another, nothing sent and the page accessible
 * with a message up; then, if given, one try the browser lets through and the server answers.
 */
async function expectFormChecks({ form, sent }: PageForm, submit: string, inBrowser: Attempt[], onServer?: Attempt & { call: string }) {
  await submitAttempts(form, submit, inBrowser);
  await expectAccessible(form.page());
  expect(sent).toEqual([]);
  if (!onServer) return;
  await submitAttempts(form, submit, [onServer]);
  expect(sent).toEqual([onServer.call]);
}

describe.each(LANGUAGES)('validation messages in %s', (language) => {
  const text = WEB[language];
  const errors = MESSAGES[language].errors;
  const at = (path: string) => localizePath(path, language);
  const passwordTooShort = translate(language, 'errors.PASSWORD_TOO_SHORT', { minimum: MIN_PASSWORD_LENGTH });
  const tooShort = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
  const longEnough = 'y'.repeat(MIN_PASSWORD_LENGTH);
  let visitor: BrowserContext;
  let member: BrowserContext;

  beforeAll(async () => {
    [visitor, member] = await Promise.all([newContext(), signedUpContext(`Vera ${language}`)]);
  });
  afterAll(async () => {
    await Promise.all([visitor?.close(), member?.close()]);
  });

  /** Spec §5's password rules, on a new password and its confirmation: at least 6 characters, the same twice. */
  const newPasswordAttempts = (password: string, confirm: string, before: Record<string, string> = {}): Attempt[] => [
    { type: { ...before, [password]: tooShort, [confirm]: tooShort }, message: passwordTooShort, field: password },
    { type: { [password]: longEnough }, message: text.auth.passwordsDiffer, field: confirm },
  ];

  it('login: every field, an e-mail that is one, then the server’s "Invalid email or password."', async () => {
    const { email, password } = text.auth.fields;
    const login = await openForm(visitor, at(PAGE_ROUTES.login), text.auth.login.title, text.auth.login.formLabel);
    await expectFormChecks(
      login,
      text.auth.login.submit,
      [
        { message: errors.FIELDS_REQUIRED, field: email },
        { type: { [email]: 'ana@example.com' }, message: errors.FIELDS_REQUIRED, field: password },
        { type: { [email]: 'ana.example.com', [password]: 'whatever-1' }, message: errors.INVALID_EMAIL, field: email },
      ],
      { type: { [email]: `nobody-${randomUUID()}@example.com` }, message: errors.INVALID_CREDENTIALS, call: 'POST /api/auth/sign-in/email' },
    );
  });

  it('signup: every field, an e-mail, a password of at least 6 characters typed the same twice; the server’s upper bound', async () => {
    const { fullName, email, password, confirmPassword: confirm } = text.auth.fields;
    const signup = await openForm(visitor, at(PAGE_ROUTES.signup), text.auth.signup.title, text.auth.signup.formLabel);
    // The rule is told before it is broken.
    const passwordHint = interpolate(text.auth.fields.passwordHint, { minimum: MIN_PASSWORD_LENGTH });
    expect(await accessibleDescription(signup.form.getByLabel(password, { exact: true }))).toBe(passwordHint);
    const overLong = 'p'.repeat(MAX_PASSWORD_LENGTH + 1);
    await expectFormChecks(
      signup,
      text.auth.signup.submit,
      [
        { message: errors.FIELDS_REQUIRED, field: fullName },
        { type: { [fullName]: 'Ana Souza', [email]: 'ana@', [password]: longEnough }, message: errors.FIELDS_REQUIRED, field: confirm },
        { type: { [confirm]: longEnough }, message: errors.INVALID_EMAIL, field: email },
        ...newPasswordAttempts(password, confirm, { [email]: `ana-${randomUUID()}@example.com` }),
      ],
      { type: { [password]: overLong, [confirm]: overLong }, message: translate(language, 'errors.PASSWORD_TOO_LONG', { maximum: MAX_PASSWORD_LENGTH }), call: 'POST /api/auth/sign-up/email' },
    );
  });

  it('forgot password: an e-mail, and one that is one', async () => {
    const { email } = text.auth.fields;
    const forgot = await openForm(visitor, at(PAGE_ROUTES.forgotPassword), text.auth.forgot.title, text.auth.forgot.formLabel);
    await expectFormChecks(forgot, text.auth.forgot.submit, [
      { type: { [email]: '   ' }, message: errors.FIELDS_REQUIRED, field: email },
      { type: { [email]: 'ana at example.com' }, message: errors.INVALID_EMAIL, field: email },
    ]);
  });

  it('reset password: both fields, at least 6 characters, the same twice; then the server’s word on the link', async () => {
    const { page: noToken } = await openPage(visitor, at(PAGE_ROUTES.resetPassword), text.auth.reset.title);
    await expectAlert(noToken.locator('main'), errors.INVALID_RESET_TOKEN);
    await noToken.close();

    const { newPassword: password, confirmPassword: confirm } = text.auth.fields;
    const reset = await openForm(visitor, `${at(PAGE_ROUTES.resetPassword)}?token=not-a-real-token`, text.auth.reset.title, text.auth.reset.formLabel);
    await expectFormChecks(
      reset,
      text.auth.reset.submit,
      [{ message: errors.FIELDS_REQUIRED, field: password }, { type: { [password]: longEnough }, message: errors.FIELDS_REQUIRED, field: confirm }, ...newPasswordAttempts(password, confirm)],
      { type: { [confirm]: longEnough }, message: errors.INVALID_RESET_TOKEN, call: 'POST /api/auth/reset-password' },
    );
  });

  it('settings: a name that is not blank; the password change’s rules, then the server’s check of the current one', async () => {
    const { page, sent } = await openPage(member, at(PAGE_ROUTES.settings), text.pages.settings.title);
    const { name } = text.settings.profile;
    await expectFormChecks(formOf(page, sent, text.settings.profile.title), text.settings.profile.save, [{ type: { [name]: '   ' }, message: errors.FIELDS_REQUIRED, field: name }]);

    const { current, new: password, confirm } = text.settings.password;
    await expectFormChecks(
      formOf(page, sent, text.settings.password.title),
      text.settings.password.submit,
      [
        { message: errors.FIELDS_REQUIRED, field: current },
        { type: { [current]: 'not-the-password' }, message: errors.FIELDS_REQUIRED, field: password },
        ...newPasswordAttempts(password, confirm),
      ],
      { type: { [confirm]: longEnough }, message: errors.WRONG_PASSWORD, call: 'POST /api/auth/change-password' },
    );
  });

  it('create video, From URL: a non-blank, valid web address', async () => {
    const { page, sent } = await openPage(member, at(PAGE_ROUTES.create), text.pages.create.title);
    const address = page.getByLabel(text.create.url.label, { exact: true });
    await page.getByRole('button', { name: text.create.submit, exact: true }).click();
    await expectAlert(page.locator('main'), errors.INVALID_URL);
    await expectFieldMessage(address, errors.INVALID_URL);
    // After the first try the field is checked as it is typed in.
    for (const wrong of ['   ', 'shop.example/lamp', 'ftp://shop.example/lamp']) {
      await address.fill('https://shop.example/lamp');
      await expectFieldValid(address);
      await address.fill(wrong);
      await expectFieldMessage(address, errors.INVALID_URL);
    }
    await expectAccessible(page);
    expect(sent).toEqual([]);
  });

  it('create video, Manual Entry: a description of more than 15 characters, 1 to 5 PNG or JPG images of at most 10 MB', async () => {
    const { page, sent } = await openPage(member, at(PAGE_ROUTES.create), text.pages.create.title);
    await page.getByRole('tab', { name: text.create.tabs.manual, exact: true }).click();
    const main = page.locator('main');
    const description = page.getByLabel(text.create.description.label, { exact: true });
    const images = page.getByLabel(text.create.images.label, { exact: true });
    const chosen = page.getByRole('list', { name: text.create.images.chosen, exact: true }).getByRole('listitem');

    await page.getByRole('button', { name: text.create.submit, exact: true }).click();
    await expectAlert(main, errors.DESCRIPTION_REQUIRED);
    await expectFieldMessage(description, errors.DESCRIPTION_REQUIRED);
    await expectAlert(main, errors.IMAGES_REQUIRED);
    await expectFieldMessage(images, errors.IMAGES_REQUIRED);

    // Exactly 15 characters once trimmed is one too few; 16 is enough.
    const fifteen = 'A red desk lamp';
    expect(fifteen).toHaveLength(MIN_DESCRIPTION_LENGTH_EXCLUSIVE);
    await description.fill(`   ${fifteen}   `);
    await expectFieldMessage(description, errors.DESCRIPTION_TOO_SHORT);
    await expectAlert(main, errors.DESCRIPTION_TOO_SHORT);
    await description.fill(`${fifteen}!`);
    await expectFieldValid(description);

    await images.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expectFieldMessage(images, errors.IMAGE_TYPE_INVALID);
    await expectAlert(main, errors.IMAGE_TYPE_INVALID);
    await images.setInputFiles(photo('lamp-1.jpg'));
    await expectFieldValid(images);
    await images.setInputFiles({ name: 'lamp.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expectFieldMessage(images, errors.IMAGE_TYPE_INVALID);
    const tooLarge = translate(language, 'errors.IMAGE_TOO_LARGE', { limit: `${MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB` });
    await images.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(MAX_PRODUCT_IMAGE_BYTES + 1) });
    await expectFieldMessage(images, tooLarge);
    await expectAlert(main, tooLarge);
    await images.setInputFiles(Array.from({ length: MAX_PRODUCT_IMAGES }, (_, i) => photo(`lamp-${i + 2}.jpg`)));
    await expectFieldMessage(images, errors.TOO_MANY_IMAGES);
    await expectAlert(main, errors.TOO_MANY_IMAGES);
    // A refused choice adds nothing: the one picture chosen before is still the only one.
    expect(await chosen.count()).toBe(1);
    await expectAccessible(page);
    expect(sent).toEqual([]);
  });

  it('checkout (test-mode card): name, a card number that passes Luhn, a future MM/YY expiry, a 3 or 4 digit CVC', async () => {
    const { page, sent } = await openPage(member, `${at(PAGE_ROUTES.checkout)}?plan=basic`, text.pages.checkout.title);
    const payment = page.getByRole('region', { name: text.checkout.paymentTitle, exact: true });
    const field = (label: string) => payment.getByLabel(label, { exact: true });
    const fields = { name: field(text.checkout.nameOnCard), number: field(text.checkout.cardNumber), expiry: field(text.checkout.expiry), cvc: field(text.checkout.cvc) };

    const [payLabel = ''] = text.checkout.pay.split('{{price}}');
    await payment.getByRole('button', { name: new RegExp(`^${escapeRegExp(payLabel)}`) }).click();
    await expectFieldMessage(fields.name, errors.CARD_NAME_REQUIRED);
    await expectFieldMessage(fields.number, errors.CARD_NUMBER_INVALID);
    await expectFieldMessage(fields.expiry, errors.CARD_EXPIRY_INVALID);
    await expectFieldMessage(fields.cvc, errors.CARD_CVC_INVALID);
    await expectAccessible(page);

    // After the first try each field is checked as it is typed in: right, then wrong again.
    const wrongs: [Locator, string, string, string][] = [
      [fields.name, 'Ana Souza', '   ', errors.CARD_NAME_REQUIRED],
      [fields.number, '4242 4242 4242 4242', '4242 4242 4242 4241', errors.CARD_NUMBER_INVALID],
      [fields.number, '4242 4242 4242 4242', '4242 4242 42', errors.CARD_NUMBER_INVALID],
      [fields.expiry, FUTURE_EXPIRY, '13/30', errors.CARD_EXPIRY_INVALID],
      [fields.expiry, FUTURE_EXPIRY, '01/20', errors.CARD_EXPIRY_INVALID],
      [fields.cvc, '123', '12', errors.CARD_CVC_INVALID],
    ];
    for (const [input, right, wrong, message] of wrongs) {
      await input.fill(right);
      await expectFieldValid(input);
      await input.fill(wrong);
      await expectFieldMessage(input, message);
    }
    expect(sent).toEqual([]);
  });
});
