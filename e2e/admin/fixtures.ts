import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { login, makePng } from '../helpers.ts';

// Admin specs: a signed-in staff `page`, an anonymous `visitor`, and the admin lists' controls.

/**
 * A real cover photo to upload (a 1×1 image would load with a natural width of 0 once the
 * browser picks its 960w variant from the srcset, and could not prove the cover shows).
 */
export const COVER_PNG = makePng(320, [46, 139, 122]);

/**
 * `page` is signed in as staff; `visitor` is a page in its own fresh browser context (no
 * cookies), to look at the public site as an anonymous visitor would.
 */
export const test = base.extend<{ visitor: Page }>({
  page: async ({ page }, use) => {
    // The demo Administrador (apps/server/src/db/demo/seed.ts).
    await login(page, 'admin@example.com', { via: 'api' });
    await use(page);
  },
  visitor: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    await use(await context.newPage());
    await context.close();
  },
});
export { expect };

/**
 * Filters an admin list by `term` and returns the one row with a cell reading exactly `text`
 * (or `text` and the 'Sin inglés' badge)
 * (an opened detail panel is a row too, but one wide cell holding much more).
 */
export async function findRow(page: Page, searchPlaceholder: string, term: string, text = term): Promise<Locator> {
  const box = page.getByPlaceholder(searchPlaceholder);
  // The list searches on the server a moment after typing: until its answer for this term has come,
  // the rows on screen are the previous search's (the row may already be among them), and acting on
  // them races the answer that re-renders the list.
  const searched =
    (await box.inputValue()).trim() === term.trim()
      ? null
      : page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).searchParams.get('q') === term.trim());
  await box.fill(term);
  await searched;
  // A name cell may carry the 'Sin inglés' badge beside the name (an item without English text).
  const exactly = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( Sin inglés)?$`);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: exactly }) });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens a row's 'Acciones' menu and picks 'Editar' or 'Eliminar'. */
export async function rowAction(page: Page, name: string, action: 'Editar' | 'Eliminar'): Promise<void> {
  await page.getByRole('button', { name: `Acciones: ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Whether an <img> has finished loading real pixels. */
export function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

/** A calendar day in Mexico City, `days` from today ('2026-11-27'): the desk's days. */
export const dayInMexico = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(Date.now() + days * 86_400_000));

/** The API's origin check wants the site's own origin on every write. */
const originHeader = () => ({ origin: `http://127.0.0.1:${process.env.E2E_PORT}` });

/** A public one-day trip created through the staff API, as the desk's specs need one. */
export async function createDeskTrip(
  page: Page,
  trip: { destination: string; date: string; price: number; capacity: number; address: string; departs: string; returns: string },
  /** More fields of the trip's form (decision_hours, decision 0229). */
  extra: Record<string, unknown> = {},
): Promise<{ id: string }> {
  const created = await page.request.post('/api/admin/trips', {
    headers: originHeader(),
    multipart: {
      data: JSON.stringify({
        destination: trip.destination,
        slug: `salida-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
        price_mxn: trip.price,
        departure_date: trip.date,
        departure_time: trip.departs,
        return_date: trip.date,
        return_time: trip.returns,
        address: trip.address,
        max_capacity: 12,
        capacity: trip.capacity,
        status: 'Público',
        is_active: true,
        bullets: [],
        ...extra,
      }),
      image: { name: 'portada.png', mimeType: 'image/png', buffer: makePng(320) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string };
}

/** A sale at the desk (`/api/admin/bookings/manual`), as its own form sends it; the booking it made. */
export async function sellAtDesk(
  page: Page,
  sale: Record<string, unknown>,
): Promise<{ id: string; reference: string; paymentPath: string }> {
  const sold = await page.request.post('/api/admin/bookings/manual', { headers: originHeader(), data: sale });
  expect(sold.status(), await sold.text()).toBe(201);
  return (await sold.json()) as { id: string; reference: string; paymentPath: string };
}

/**
 * A cash sale at the desk of three named passengers for `date` (the check-in specs' booking):
 * `names[0]` buys, and every passenger pays `price`.
 */
export function sellThreeForCash(
  page: Page,
  sale: { tripId: string; date: string; price: number; names: [string, string, string]; email: string; phone: string },
): Promise<{ id: string; reference: string; paymentPath: string }> {
  return sellAtDesk(page, {
    kind: 'trip',
    id: sale.tripId,
    date: sale.date,
    passengers: 3,
    contactName: sale.names[0],
    contactEmail: sale.email,
    contactPhoneCountry: 'MX',
    contactPhone: sale.phone,
    passengerNames: sale.names,
    payment: { mode: 'paid', method: 'Efectivo', amount: sale.price * 3 },
  });
}

/** The widths the desk is looked at on: a desktop, a tablet, a phone. */
export const SHOT_WIDTHS = [1280, 768, 360] as const;

/**
 * Whether screenshots are wanted: DESK_SHOTS_DIR names the folder (issue 29 asks to look at the
 * desk's screens; the site's screenshot tool cannot sign in, so the specs take them).
 */
export const DESK_SHOTS = process.env.DESK_SHOTS_DIR;

/**
 * At each width: `check` (what a person must see there, asserted with or without screenshots),
 * then, when DESK_SHOTS_DIR is set, a full-page PNG `<name>-<width>.png` in it (and, with a
 * `subject`, `<name>-<width>-detail.png`: the screen scrolled to it).
 */
export async function atEachWidth(page: Page, name: string, check: () => Promise<void>, subject?: Locator): Promise<void> {
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height: width < 768 ? 800 : 1024 });
    await check();
    // Nothing wider than the screen: the page never scrolls sideways (wide tables scroll in their own region).
    const { overflow, culprits } = await page.evaluate(() => {
      const edge = document.documentElement.clientWidth;
      // The outermost elements past the right edge, to name in the failure.
      // Clipped by a scrolling ancestor, unless positioned out of it (an absolute box whose containing block is outside).
      const clipped = (el: Element) => {
        if (getComputedStyle(el).position === 'absolute') return false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        return false;
      };
      const past = [...document.body.querySelectorAll('*')].filter(
        (el) => el.getBoundingClientRect().right > edge + 0.5 && !clipped(el),
      );
      const outermost = past.filter((el) => !past.includes(el.parentElement!));
      return {
        overflow: document.documentElement.scrollWidth - edge,
        culprits: outermost.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
      };
    });
    expect(overflow, `${name} at ${width} px scrolls sideways: ${culprits.join(' | ')}`).toBeLessThanOrEqual(0);
    if (!DESK_SHOTS) continue;
    await page.screenshot({ path: `${DESK_SHOTS}/${name}-${width}.png`, fullPage: true });
    // A long page shrinks out of sight when looked at whole: its subject also as the screen shows it.
    if (subject) {
      await subject.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${DESK_SHOTS}/${name}-${width}-detail.png` });
    }
  }
}
