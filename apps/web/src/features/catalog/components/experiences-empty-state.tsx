import { Tent } from 'lucide-react';
import { useT } from '@/lib/i18n.tsx';

/** docs/product.md §2.5: shown for an empty list and, since there is nothing to show either way, on a failed load. */
export function ExperiencesEmptyState() {
  const { t } = useT();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-3xl border border-dashed border-terracotta-200 bg-card px-6 py-16 text-center">
      <span className="mb-5 inline-flex size-14 items-center justify-center rounded-full bg-marigold-100 text-marigold-800">
        <Tent className="size-7" aria-hidden="true" />
      </span>
      <p className="text-lg font-semibold text-foreground">{t('catalog.list.emptyTitle')}</p>
      <p className="mt-2 text-muted-foreground">{t('catalog.list.emptyBody')}</p>
    </div>
  );
}
