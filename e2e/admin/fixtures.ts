import type { Page } from '@playwright/test';

// Demo staff account (apps/server/src/db/demo/seed.ts).
export const ADMIN = { email: 'admin@example.com', password: 'demo1234' };

/** Signs in through the API; the session cookie is shared with the page. */
export async function login(page: Page, baseURL: string | undefined, account = ADMIN): Promise<void> {
  const origin = new URL(baseURL ?? page.url()).origin;
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin },
  });
  if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()} ${await response.text()}`);
}

/** A valid 1×1 PNG, generated in memory for uploads. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
