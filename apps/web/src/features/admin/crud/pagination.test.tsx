import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination.tsx';

function Paged({ totalPages, label }: { totalPages: number; label?: string }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label={label} />;
}

describe('Pagination', () => {
  it('moves between pages and disables the buttons at either end', async () => {
    const user = userEvent.setup();
    render(<Paged totalPages={2} />);
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    const previous = screen.getByRole('button', { name: 'Anterior' });
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect(nav).toHaveTextContent('Página 1 de 2');
    expect(previous).toBeDisabled();

    await user.click(next);
    expect(nav).toHaveTextContent('Página 2 de 2');
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(nav).toHaveTextContent('Página 1 de 2');
  });

  it('is absent with a single page, and takes another name where a screen has two paged lists', () => {
    const { unmount } = render(<Paged totalPages={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    unmount();
    render(<Paged totalPages={3} label="Paginación de resultados" />);
    expect(screen.getByRole('navigation', { name: 'Paginación de resultados' })).toHaveTextContent('Página 1 de 3');
  });
});
