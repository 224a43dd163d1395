import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetToastsForTests, toast } from '@/lib/use-toast.ts';
import { Toaster } from './toaster.tsx';

afterEach(() => {
  act(() => resetToastsForTests());
  vi.useRealTimers();
});

// docs/product.md §13: one toast at a time, auto-close after 5000 ms, swipe threshold 50 px, hotkey F8.
describe('Toaster', () => {
  it('shows one toast at a time: a second toast replaces the first', () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Primer aviso' });
      toast({ title: 'Segundo aviso', description: 'Con detalle' });
    });

    expect(screen.queryByText('Primer aviso')).not.toBeInTheDocument();
    expect(screen.getByText('Segundo aviso')).toBeInTheDocument();
    expect(screen.getByText('Con detalle')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('closes a toast by itself after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Se irá solo' });
    });

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Se irá solo')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Se irá solo')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications region on F8', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Aviso' });
    });

    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });

    expect(document.activeElement).toBe(screen.getByRole('region', { name: /Notificaciones \(F8\)/ }).querySelector('ol'));
  });

  it("closes a toast at once with its 'Cerrar notificación' button", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Falló el inicio de sesión', variant: 'destructive' });
    });

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar notificación' }));

    await waitFor(() => expect(screen.queryByText('Falló el inicio de sesión')).not.toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
