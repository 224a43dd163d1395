import { Bus } from 'lucide-react';
import { lazy } from 'react';
import { RenderWhenNear } from '@/components/render-when-near.tsx';
import { useT } from '@/lib/i18n.tsx';

const TransportSectionBody = lazy(async () => ({ default: (await import('./transport-section-body.tsx')).TransportSectionBody }));

export const TRANSPORT_SECTION_ID = 'renta-transporte';

/**
 * The landing section `renta-transporte` (docs/product.md §2.3): the request form, the five promises, the fleet
 * and its gallery.
 */
export function TransportSection() {
  const { t } = useT();
  return (
    <section id={TRANSPORT_SECTION_ID} aria-labelledby="renta-transporte-titulo" className="scroll-mt-20 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 text-sm font-bold tracking-widest text-jade-700 uppercase">
            <Bus className="size-4" aria-hidden="true" />
            {t('transport.section.eyebrow')}
          </p>
          <h2
            id="renta-transporte-titulo"
            className="mt-2 font-display text-3xl leading-tight font-bold tracking-tight text-terracotta-950 sm:text-4xl"
          >
            {t('transport.section.title')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{t('transport.section.intro')}</p>
        </div>

        {/* The form, the carousels and the gallery arrive as the visitor scrolls towards them. */}
        <RenderWhenNear placeholderClassName="mt-10 min-h-[140rem] lg:min-h-[80rem]">
          <TransportSectionBody />
        </RenderWhenNear>
      </div>
    </section>
  );
}
