import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage } from '@/test/render-routes.tsx';
import { SeedsBadge } from './seeds-badge.tsx';

// Issue 30 item 15: the badge leads to the page that says what seeds are.
describe('the seeds badge', () => {
  it('is a link to /semillas', () => {
    renderPage('/', <SeedsBadge seeds={175} />, '/');
    expect(screen.getByRole('link', { name: '175 Semillas' })).toHaveAttribute('href', '/semillas');
  });
});
