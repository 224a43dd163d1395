import type { ToastOptions } from '@/lib/use-toast.ts';

/**
 * A failed action's toast: the product's sentence as the title (docs/product.md §11.2, e.g. 'No se pudo
 * actualizar el cupón.') and the server's reason under it (e.g. "Solo se pueden editar cupones
 * 'En espera'."), unless it only repeats the sentence.
 */
export function failureToast(sentence: string, error: unknown): ToastOptions {
  const reason = error instanceof Error ? error.message : '';
  return { title: sentence, description: reason && reason !== sentence ? reason : undefined };
}
