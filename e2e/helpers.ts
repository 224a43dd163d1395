import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// What the e2e specs share: signing in, toasts, e-mails from the outbox, accessibility checks.

/** Password of every demo account (apps/server/src/db/demo/seed.ts). */
export const DEMO_PASSWORD = 'demo1234';

/** A fresh address per test, so tests that change a password or enrol TOTP never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * A toast by its title or its description. `exact`: Radix Toast also reads the toast out through
 * a hidden live region holding title and description together.
 */
export function toast(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true });
}

/**
 * Waits until a server-rendered page is hydrated (docs/architecture.md §12): the account corner shows
 * once the session check has run, and that runs after hydration. Before it, the page is only HTML:
 * a click or a typed letter reaches no React handler.
 */
export async function hydrated(page: Page): Promise<void> {
  const account = /^(Entrar \/ Crear cuenta|Sign in \/ Create account)$/;
  await expect(page.getByRole('banner').getByRole('button', { name: account }).first()).toBeVisible();
}

/**
 * Opens the header's menu on a phone. The page arrives rendered and may not be hydrated yet: a tap
 * before then does nothing, so tap again until the menu answers (on a phone the account corner,
 * hydrated()'s sign, is inside the menu).
 */
export async function openPhoneMenu(page: Page): Promise<Locator> {
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: 'Abrir menú' });
  await expect(async () => {
    if (await toggle.isVisible()) await toggle.click();
    await expect(banner.getByRole('button', { name: 'Cerrar menú' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return banner;
}

export interface OutboxMail {
  to: { address: string }[];
  subject: string;
  text: string;
  html: string;
}

function readOutbox(): OutboxMail[] {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMail);
}

/** Every e-mail the server has written to its outbox for `address`, oldest first. */
export function mailsTo(address: string): OutboxMail[] {
  return readOutbox().filter((m) => m.to[0]?.address === address);
}

/** Waits for the newest e-mail to `address` whose subject matches, and returns it. */
export async function waitForMail(address: string, subject: RegExp, opts: { timeout?: number } = {}): Promise<OutboxMail> {
  const find = () =>
    mailsTo(address)
      .filter((m) => subject.test(m.subject))
      .at(-1);
  await expect
    .poll(() => Boolean(find()), { message: `an e-mail to ${address} with subject ${subject}`, timeout: opts.timeout })
    .toBe(true);
  return find()!;
}

/** The first link in an e-mail's text that matches `pattern`. */
export function linkIn(mail: OutboxMail, pattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  expect(link, `a link matching ${pattern} in "${mail.subject}"`).toBeTruthy();
  return link!;
}

/** Opens the auth dialog from the header (on the login tab). */
export async function openAuthDialog(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Entrar / Crear cuenta' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills and sends the login tab of an open auth dialog. */
export async function submitLogin(dialog: Locator, email: string, password: string): Promise<void> {
  await dialog.getByLabel(/^Correo electrónico/).fill(email);
  await dialog.getByLabel(/^Contraseña/).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

export interface LoginOptions {
  /** The demo accounts' password by default. */
  password?: string;
  /**
   * 'dialog' (the default): through the header's dialog, as a person does, waiting for the
   * welcome. 'api': straight to better-auth, for tests about something else; the page's context
   * keeps the session cookie, so the next navigation is signed in.
   */
  via?: 'dialog' | 'api';
}

/** Signs in as `email`. */
export async function login(page: Page, email: string, { password = DEMO_PASSWORD, via = 'dialog' }: LoginOptions = {}) {
  if (via === 'api') {
    // A write: the server wants the site's own Origin (playwright.config.ts's baseURL).
    const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
    const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin } });
    if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()} ${await response.text()}`);
    return;
  }
  if (page.url() === 'about:blank') await page.goto('/');
  const dialog = await openAuthDialog(page);
  await submitLogin(dialog, email, password);
  await expect(toast(page, '¡Bienvenido de vuelta!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

export interface NewTraveller {
  fullName: string;
  email: string;
  password: string;
}

/** Registers a traveller through the dialog's 'Crear Cuenta' tab; the new account is signed in. */
export async function registerTraveller(page: Page, prefix: string): Promise<NewTraveller> {
  const traveller = { fullName: `Viajera ${prefix}`, email: uniqueEmail(prefix), password: 'secreto-1' };
  if (page.url() === 'about:blank') await page.goto('/');
  const dialog = await openAuthDialog(page);
  await dialog.getByRole('tab', { name: 'Crear Cuenta' }).click();
  await dialog.getByLabel(/^Nombre completo/).fill(traveller.fullName);
  await dialog.getByLabel(/^Correo electrónico/).fill(traveller.email);
  await dialog.getByLabel(/^Contraseña/).fill(traveller.password);
  await dialog.getByRole('checkbox', { name: 'No soy un robot' }).check();
  await dialog.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
  await expect(toast(page, '¡Cuenta creada!')).toBeVisible();
  await expect(dialog).toBeHidden();
  return traveller;
}

/** Opens the signed-in menu in the header ('Hola, …'). */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Hola, / })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

export async function signOut(page: Page): Promise<void> {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Salir' }).click();
  await expect(toast(page, 'Hasta pronto')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar / Crear cuenta' })).toBeVisible();
}

/** The current code of an authenticator app holding `secret` (base32, spaces ignored). */
export function totpCode(secret: string): Promise<string> {
  return createOTP(base32.decode(secret.replace(/\s+/g, ''))).totp();
}

/** The signed-in user as the server sees it, through the page's own cookies. */
export async function sessionUser(page: Page): Promise<Record<string, unknown> | null> {
  const response = await page.request.get('/api/auth/get-session');
  const body = (await response.json()) as { user?: Record<string, unknown> } | null;
  return body?.user ?? null;
}

/** A small solid-colour PNG, built in memory (no fixture files in the repository). */
export function makePng(size = 64, rgb: [number, number, number] = [185, 69, 42]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Serious or critical WCAG 2.1 AA violations on the page (or inside `include`, a selector), one
 * readable line each: "rule (impact): help — selector, selector". Compare with []. `enable` turns
 * on rules axe leaves off by default (its experimental ones, such as 'label-content-name-mismatch').
 */
export async function seriousViolations(page: Page, include?: string, enable: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(enable.map((rule) => [rule, { enabled: true }])) })
    .withTags(WCAG_AA);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The control the floating WhatsApp button covers, if any: null while the button is hidden or
 * nothing a visitor can act on lies under it (issue 30 item 12). Read from the browser's own hit
 * test, on a grid of points over the button.
 */
export function controlUnderWhatsApp(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const CONTROLS =
      'a[href],button,input:not([type="hidden"]),select,textarea,summary,[role="button"],[role="link"],[role="combobox"],[role="checkbox"],[role="radio"],[role="switch"],[role="option"]';
    const link = [...document.querySelectorAll('a')].find((a) => a.getAttribute('aria-label') === 'Escríbenos por WhatsApp');
    if (!link || getComputedStyle(link).visibility === 'hidden') return null;
    const box = link.getBoundingClientRect();
    for (let i = 0; i <= 4; i++)
      for (let j = 0; j <= 4; j++) {
        const x = box.left + (box.width * i) / 4;
        const y = box.top + (box.height * j) / 4;
        for (const element of document.elementsFromPoint(x, y)) {
          if (link.contains(element) || element.contains(link)) continue;
          const control: Element | null = element.closest(CONTROLS);
          if (control && !control.contains(link))
            return `${control.tagName.toLowerCase()} “${(control.textContent ?? '').trim().slice(0, 40)}”`;
        }
      }
    return null;
  });
}
