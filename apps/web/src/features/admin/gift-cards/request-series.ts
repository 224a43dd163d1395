import { apiSend } from '@/lib/api.ts';
import { toast } from '@/lib/use-toast.ts';
import { adminPath } from '../crud/admin-resource.ts';
import { failureToast } from '../crud/failure-toast.ts';

/**
 * 'Generar' (docs/product.md §9): the server draws 12 characters A–Z/0–9 from a cryptographic source and
 * checks that no gift card uses them. Null (after a toast) when it cannot answer.
 */
export async function requestSeries(): Promise<string | null> {
  try {
    const { series } = await apiSend<{ series: string }>('POST', adminPath('gift-cards', '/series'));
    return series;
  } catch (error) {
    toast({ variant: 'destructive', ...failureToast('No se pudo generar la serie.', error) });
    return null;
  }
}
