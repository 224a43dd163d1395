import { Bus } from 'lucide-react';
import { TransportInfoPanel } from './transport-info-panel.tsx';
import { TransportRequestForm } from './transport-request-form.tsx';
import { VehicleCarousel } from './vehicle-carousel.tsx';
import { VehicleGallery } from './vehicle-gallery.tsx';

export const TRANSPORT_SECTION_ID = 'renta-transporte';

/** SPEC §2 landing section `renta-transporte`: the request form, the five promises, the fleet and its gallery. */
export function TransportSection() {
  return (
    <section id={TRANSPORT_SECTION_ID} aria-labelledby="renta-transporte-titulo" className="scroll-mt-20 py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 text-sm font-bold tracking-widest text-jade-700 uppercase">
            <Bus className="size-4" aria-hidden="true" />
            Transporte privado
          </p>
          <h2
            id="renta-transporte-titulo"
            className="mt-2 font-display text-3xl leading-tight font-bold tracking-tight text-terracotta-950 sm:text-4xl"
          >
            Renta de Transporte
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-muted-foreground">
            Sedán, SUV o van con conductor para tu grupo: aeropuerto, bodas, excursiones o un viaje por carretera. Cuéntanos a
            dónde vas y te enviamos una cotización.
          </p>
        </div>

        <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-10">
          <div className="rounded-3xl border border-border bg-card p-5 shadow-card sm:p-8">
            <TransportRequestForm />
          </div>
          {/* Follows the visitor down the (taller) form on wide screens. */}
          <div className="grid min-w-0 grid-cols-1 gap-8 lg:sticky lg:top-24">
            <TransportInfoPanel />
            <VehicleCarousel />
          </div>
        </div>

        <div className="mt-14">
          <VehicleGallery />
        </div>
      </div>
    </section>
  );
}
