import { TransportInfoPanel } from './transport-info-panel.tsx';
import { TransportRequestForm } from './transport-request-form.tsx';
import { VehicleCarousel } from './vehicle-carousel.tsx';
import { VehicleGallery } from './vehicle-gallery.tsx';

/** The transport section below its heading: form, promises, fleet carousel and gallery (a lazy chunk). */
export function TransportSectionBody() {
  return (
    <>
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
    </>
  );
}
