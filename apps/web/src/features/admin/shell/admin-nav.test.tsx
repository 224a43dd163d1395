import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub.ts';
import { renderRoutes } from '@/test/render-routes.tsx';
import { adminPaths } from '../admin-paths.ts';
import { AdminNav } from './admin-nav.tsx';

function renderNav(path: string) {
  return renderRoutes([{ path: '*', element: <AdminNav /> }], { path });
}

const classes = (element: Element) => element.className.split(/\s+/);

describe('AdminNav', () => {
  it('keeps the open Promociones section white on terracotta, under the pointer too', async () => {
    renderNav(adminPaths.coupons);
    const trigger = screen.getByRole('button', { name: 'Promociones' });
    expect(classes(trigger)).toEqual(expect.arrayContaining(['bg-primary', 'text-primary-foreground']));
    // The ghost button's own hover is cream (#f5ede4): white on it is 1.2:1. The section's hover
    // stays terracotta (white on terracotta-700 is 8:1).
    expect(classes(trigger)).toContain('hover:bg-primary-hover');
    expect(classes(trigger)).not.toContain('hover:bg-muted');
    expect(classes(trigger).filter((c) => c.startsWith('hover:text-'))).toEqual(['hover:text-primary-foreground']);
  });

  it('marks the open page in the Promociones submenu', async () => {
    const { user } = renderNav(adminPaths.giftCards);
    await user.click(screen.getByRole('button', { name: 'Promociones' }));
    const menu = await screen.findByRole('menu');
    const current = within(menu).getByRole('menuitem', { name: 'Gift Cards' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(classes(current)).toEqual(
      expect.arrayContaining(['aria-[current=page]:bg-terracotta-50', 'aria-[current=page]:font-bold']),
    );
    // A mark that is not colour alone.
    expect(current.querySelector('svg')).not.toBeNull();
    for (const name of ['Cupones', 'Recompensas']) {
      const other = within(menu).getByRole('menuitem', { name });
      expect(other).not.toHaveAttribute('aria-current');
      expect(other.querySelector('svg')).toBeNull();
    }
  });

  it('leaves Promociones plain on other sections', () => {
    renderNav(adminPaths.transport);
    const trigger = screen.getByRole('button', { name: 'Promociones' });
    expect(classes(trigger)).not.toContain('bg-primary');
    expect(screen.getByRole('link', { name: 'Transporte' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('AdminNav by role (issue 17)', () => {
  it.each([
    ['Administrador', true, true],
    ['Coordinador', true, false],
    ['Organizador', false, false],
    ['Proveedor', false, false],
  ])('%s: Reseñas shown %s, Historial and Ajustes shown %s', async (role, reviews, history) => {
    stubFetch((url) =>
      url.pathname === '/api/admin/me'
        ? jsonResponse({ id: 'me', email: 'yo@example.com', role, fullName: 'Yo' })
        : jsonResponse({}),
    );
    const { queryClient } = renderNav(adminPaths.transport);
    // Once the signed-in role is known, the menu is what that role may open.
    await waitFor(() => expect(queryClient.getQueryState(['admin', 'me'])?.status).toBe('success'));
    await act(() => Promise.resolve()); // the render that follows the answer
    const nav = screen.getByRole('navigation', { name: 'Administración' });
    expect(within(nav).queryByRole('link', { name: 'Reseñas' }) !== null).toBe(reviews);
    expect(within(nav).queryByRole('link', { name: 'Historial' }) !== null).toBe(history);
    // Site-wide settings are the Administrador's alone, as the audit trail (decision 0224).
    expect(within(nav).queryByRole('link', { name: 'Ajustes' }) !== null).toBe(history);
  });
});
