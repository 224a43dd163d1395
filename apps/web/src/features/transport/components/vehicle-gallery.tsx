import type { VehicleType } from '@hv/shared';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useT, type MessageId } from '@/lib/i18n.tsx';
import { VehicleScene, type SceneSetting } from './vehicle-scene.tsx';

interface GalleryPicture {
  vehicle: VehicleType;
  setting: SceneSetting;
  variant?: 'alt';
  caption: MessageId;
}

// docs/product.md §2.3: the gallery is grouped by vehicle kind, with a group for vans.
const GROUPS: { id: string; label: MessageId; pictures: GalleryPicture[] }[] = [
  {
    id: 'sedanes',
    label: 'transport.gallery.sedans',
    pictures: [
      { vehicle: 'sedan', setting: 'ciudad', caption: 'transport.gallery.sedanCity' },
      { vehicle: 'sedan', setting: 'playa', variant: 'alt', caption: 'transport.gallery.sedanBeach' },
      { vehicle: 'sedan', setting: 'montaña', caption: 'transport.gallery.sedanMountains' },
    ],
  },
  {
    id: 'suvs',
    label: 'transport.gallery.suvs',
    pictures: [
      { vehicle: 'suv', setting: 'montaña', caption: 'transport.gallery.suvMountains' },
      { vehicle: 'suv', setting: 'playa', variant: 'alt', caption: 'transport.gallery.suvBeach' },
      { vehicle: 'suv', setting: 'ciudad', caption: 'transport.gallery.suvCity' },
    ],
  },
  {
    id: 'vans',
    label: 'transport.gallery.vans',
    pictures: [
      { vehicle: 'toyota', setting: 'ciudad', caption: 'transport.gallery.toyotaCity' },
      { vehicle: 'sprinter', setting: 'playa', caption: 'transport.gallery.sprinterBeach' },
      { vehicle: 'toyota', setting: 'montaña', variant: 'alt', caption: 'transport.gallery.toyotaMountains' },
    ],
  },
];

export function VehicleGallery() {
  const { t } = useT('transport');
  return (
    <Tabs defaultValue="sedanes" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 className="font-display text-2xl font-bold text-terracotta-950">{t('transport.gallery.title')}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{t('transport.gallery.intro')}</p>
        </div>
        <TabsList aria-label={t('transport.gallery.tabs')} className="w-full sm:w-auto">
          {GROUPS.map((group) => (
            <TabsTrigger key={group.id} value={group.id} className="min-h-11 px-4 data-[state=active]:text-terracotta-800">
              {t(group.label)}
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
                  <figcaption className="px-4 py-3 text-sm font-semibold text-foreground">{t(picture.caption)}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}
