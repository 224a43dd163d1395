import { Suspense } from 'react';
import { PICKUP_LIMITS, type Pickup } from '@hv/shared';
import { useT } from '@/lib/i18n.tsx';
import { numberText, RowListInput, RowTextField, type RowListFieldProps } from './row-list-input.tsx';

// The `Puntos de recogida` section of the experience dialog (issue 32,
// docs/decisions/0240-pickups-admin-mail-and-types-in-reports.md): one row per pickup point in the
// van's route order, numbers kept as typed; the shared `pickupsFormRule` reads them, so the dialog
// and the server refuse the same rows with the same words. Its words: the desk's catalogue.

/** A pickup point as its row's inputs hold it. */
export interface PickupRow {
  id: string;
  name: string;
  nameEn: string;
  minutesBefore: string;
  charge: string;
  sortOrder: number;
}

/** An experience's stored pickups as rows, in staff's order. */
export function pickupRows(stored: unknown): PickupRow[] {
  const pickups = Array.isArray(stored) ? (stored as Pickup[]) : [];
  return [...pickups]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((p, i) => ({
      id: p.id,
      name: p.name,
      nameEn: p.nameEn ?? '',
      minutesBefore: numberText(p.minutesBefore),
      charge: p.charge ? numberText(p.charge) : '',
      sortOrder: i,
    }));
}

export function PickupsInput(props: RowListFieldProps<PickupRow>) {
  // The desk's catalogue arrives on first use; the rest of the dialog does not wait for it.
  return (
    <Suspense fallback={null}>
      <PickupRows {...props} />
    </Suspense>
  );
}

function PickupRows(props: RowListFieldProps<PickupRow>) {
  const { t } = useT('desk');
  return (
    <RowListInput
      {...props}
      labels={{
        untitled: (n) => t('desk.pickups.untitled', { n }),
        moveUp: (name) => t('desk.pickups.moveUp', { name }),
        moveDown: (name) => t('desk.pickups.moveDown', { name }),
        remove: (name) => t('desk.pickups.remove', { name }),
        add: t('desk.pickups.add'),
        empty: t('desk.pickups.none'),
      }}
      max={PICKUP_LIMITS.pickups}
      blank={{ name: '', nameEn: '', minutesBefore: '', charge: '' }}
      idPrefix="recogida"
      fields={(editor) => (
        <>
          <RowTextField
            editor={editor}
            name="name"
            label={t('desk.pickups.name')}
            ref={editor.firstRef}
            maxLength={PICKUP_LIMITS.name}
          />
          <RowTextField editor={editor} name="nameEn" label={t('desk.pickups.nameEn')} maxLength={PICKUP_LIMITS.name} />
          <RowTextField editor={editor} name="minutesBefore" label={t('desk.pickups.minutesBefore')} inputMode="numeric" />
          <RowTextField
            editor={editor}
            name="charge"
            label={t('desk.pickups.charge')}
            hint={t('desk.pickups.chargeHint')}
            inputMode="decimal"
          />
        </>
      )}
    />
  );
}
