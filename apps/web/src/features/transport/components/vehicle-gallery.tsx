import type { VehicleType } from '@hv/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { VehicleScene, type SceneSetting } from './vehicle-scene.tsx';

interface GalleryPicture {
  vehicle: VehicleType;
  setting: SceneSetting;
  variant?: 'alt';
  caption: string;
}

// docs/product.md §2.3: the gallery is grouped by vehicle kind, with a group for vans.
const GROUPS: { id: string; label: string; pictures: GalleryPicture[] }[] = [
  {
    id: 'sedanes',
    label: 'Sedanes',
    pictures: [
      { vehicle: 'sedan', setting: 'ciudad', caption: 'Traslados en la Ciudad de México' },
      { vehicle: 'sedan', setting: 'playa', variant: 'alt', caption: 'Del aeropuerto de Cancún a tu hotel' },
      { vehicle: 'sedan', setting: 'montaña', caption: 'Escapadas de fin de semana' },
    ],
  },
  {
    id: 'suvs',
    label: 'SUVs',
    pictures: [
      { vehicle: 'suv', setting: 'montaña', caption: 'Caminos de la Sierra Gorda' },
      { vehicle: 'suv', setting: 'playa', variant: 'alt', caption: 'Costa de Oaxaca' },
      { vehicle: 'suv', setting: 'ciudad', caption: 'Recorridos por Guadalajara' },
    ],
  },
  {
    id: 'vans',
    label: 'Vans',
    pictures: [
      { vehicle: 'toyota', setting: 'ciudad', caption: 'Toyota Hiace para grupos y eventos' },
      { vehicle: 'sprinter', setting: 'playa', caption: 'Mercedes Sprinter en la Riviera Maya' },
      { vehicle: 'toyota', setting: 'montaña', variant: 'alt', caption: 'Excursiones a Pueblos Mágicos' },
    ],
  },
];

export function VehicleGallery() {
  return (
    <Tabs defaultValue="sedanes" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 className="font-display text-2xl font-bold text-terracotta-950">Galería de la flotilla</h3>
          <p className="mt-1 text-sm text-muted-foreground">Conoce los vehículos con los que recorremos México.</p>
        </div>
        <TabsList aria-label="Tipo de vehículo en la galería" className="w-full sm:w-auto">
          {GROUPS.map((group) => (
            <TabsTrigger key={group.id} value={group.id} className="min-h-11 px-4 data-[state=active]:text-terracotta-800">
              {group.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {GROUPS.map((group) => (
        <TabsContent key={group.id} value={group.id} className="mt-0">
          <ul className="grid gap-4 sm:grid-cols-3">
            {group.pictures.map((picture) => (
              <li key={picture.caption}>
                <figure className="overflow-hidden rounded-3xl border border-border bg-card shadow-card">
                  <VehicleScene vehicle={picture.vehicle} setting={picture.setting} variant={picture.variant} />
                  <figcaption className="px-4 py-3 text-sm font-semibold text-foreground">{picture.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}
