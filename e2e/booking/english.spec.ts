import { expect, test } from '@playwright/test';
import { hydrated, linkIn, toast, waitForMail } from '../helpers.ts';
import { PRICE, SLUG } from './helpers.ts';

// Issue 19: a visitor from abroad reads the experience in English, books and pays in English, gets
// the e-mail and the voucher in English, and can go back to the same page in Spanish.

const englishMoney = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'MXN' }).format(amount);

test('an experience in English, booked and paid in English, with an English e-mail and voucher, and back to Spanish', async ({
  page,
}) => {
  await page.goto(`/experiencia/${SLUG}`);
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();

  // The same page, in English: staff's English text and the site's English labels.
  await expect(page).toHaveURL(`/en/experience/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cenote snorkelling in Tulum' })).toBeVisible();
  await expect(page.getByText(/^Swim in the crystal-clear water of two cenotes/)).toBeVisible();
  await expect(page.getByText('Round-trip transport from downtown Tulum')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).toHaveTitle('Cenote snorkelling in Tulum | Hormiga Viajera');

  // Booking, in English.
  await page.getByRole('link', { name: 'Book now' }).first().click();
  const section = page.getByRole('region', { name: 'Book your spot' });
  await expect(section.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await expect(section.getByText(englishMoney(PRICE), { exact: true })).toBeVisible();
  await section.getByRole('button', { name: /^Date/ }).click();
  const calendar = page.getByRole('dialog', { name: /^Calendar: / });
  await calendar.getByRole('button', { name: 'Next month' }).click();
  const day = calendar.locator('button[data-day]:not([aria-disabled])').first();
  expect(await day.getAttribute('aria-label')).toMatch(/^(Saturday|Sunday), /);
  await day.click();
  await expect(calendar).toBeHidden();

  const email = `visitor-${Date.now()}@example.com`;
  await section.getByRole('textbox', { name: 'Full name', exact: true }).fill('Emma Visitor Smith');
  await section.getByRole('textbox', { name: 'Email' }).fill(email);
  await section.getByRole('textbox', { name: 'Mobile phone' }).fill('55 1234 5678');
  await section.getByRole('button', { name: 'Continue to payment' }).click();

  const checkout = section.getByRole('region', { name: 'Pay with PayPal' });
  await expect(checkout.getByText('Test mode: no real money is charged.')).toBeVisible();
  // PayPal's window gets the page's language too.
  await checkout.getByRole('button', { name: 'Pay with PayPal (test mode)' }).click();

  await expect(toast(page, 'Booking complete!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed!' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/booking\/[0-9A-F]{8}\?t=/);

  // The e-mail is in English and its link opens the English voucher.
  const mail = await waitForMail(email, /^Booking confirmed [0-9A-F]{8}: Cenote snorkelling in Tulum$/);
  expect(mail.text).toContain('Thank you for your purchase. Your booking with Hormiga Viajera is confirmed and paid.');
  expect(mail.text).toContain(englishMoney(PRICE));
  const voucher = linkIn(mail, /\/en\/booking\/[0-9A-F]{8}\?t=/);
  await page.goto(voucher);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cenote snorkelling in Tulum' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // Back to Spanish: the same voucher, in Spanish.
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/reserva\/[0-9A-F]{8}\?t=/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Reserva confirmada!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Snorkel en los cenotes de Tulum' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
});
