import {
  canDeleteGiftCard,
  DISPLAYED_ID_CHARS,
  formatLongDate,
  formatMoney,
  GIFT_CARD_CURRENCIES,
  GIFT_CARD_MESSAGES,
  giftCardCreateSchema,
  giftCardUpdateSchema,
  todayInMexico,
  type GiftCard,
  type Role,
} from '@hv/shared';
import { toast } from '@/lib/use-toast.ts';
import { ActiveSwitch } from '../crud/active-switch.tsx';
import type { CrudConfig } from '../crud/crud-screen.tsx';
import type { FormField } from '../crud/entity-dialog.tsx';
import { failureToast } from '../crud/failure-toast.ts';
import { toText, validateWith } from '../crud/form-values.ts';
import { RowActions } from '../crud/row-actions.tsx';
import { RecordHistoryButton } from '../audit/record-history.tsx';
import { StatusBadge } from '../crud/status-select.tsx';
import { useSetActive } from '../crud/use-admin-mutations.ts';
import { requestSeries } from './request-series.ts';

// Same short ID as the people lists (docs/product.md §11.3: 8 characters).
const shortId = (id: string) => `${id.slice(0, DISPLAYED_ID_CHARS)}...`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** Credit, expiry and currency: asked on creation and edited inline (docs/product.md §9). */
const cardFields = (today: string): FormField[] => [
  { name: 'credit', label: 'Crédito', kind: 'number' },
  { name: 'currency', label: 'Moneda', kind: 'radio', options: GIFT_CARD_CURRENCIES },
  // docs/product.md §9: the minimum date is today.
  { name: 'expiry_date', label: 'Vencimiento', kind: 'date', min: today },
];

function CreditCell({ card }: { card: GiftCard }) {
  return (
    <span className="grid">
      <span className="font-semibold">{formatMoney(card.credit, card.currency)}</span>
      {/* The server keeps what bookings left of it (docs/decisions/0040-gift-card-balance-by-conditional-update.md). */}
      <span className="text-xs text-muted-foreground">Saldo: {formatMoney(card.balance, card.currency)}</span>
    </span>
  );
}

function ExpiryCell({ card, today }: { card: GiftCard; today: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {formatLongDate(card.expiry_date)}
      {card.expiry_date < today ? <StatusBadge status="Vencida" colour="red" /> : null}
    </span>
  );
}

/**
 * Whether the card can pay at checkout (issue 13): any staff member retires it or puts it back.
 * A card that already paid for bookings cannot be deleted, only retired here.
 */
function ActiveCell({ card }: { card: GiftCard }) {
  const setActive = useSetActive('gift-cards');
  const checked = setActive.isPending ? (setActive.variables?.is_active ?? card.is_active) : card.is_active;
  return (
    <ActiveSwitch
      label={`Activa: ${card.series}`}
      checked={checked}
      disabled={setActive.isPending}
      onChange={(is_active) =>
        setActive.mutate(
          { id: card.id, is_active },
          {
            onSuccess: () => toast({ title: is_active ? GIFT_CARD_MESSAGES.activated : GIFT_CARD_MESSAGES.deactivated }),
            onError: (error) => toast({ variant: 'destructive', ...failureToast(GIFT_CARD_MESSAGES.activeError, error) }),
          },
        )
      }
    />
  );
}

/** 'Gestión de Gift Cards' (docs/product.md §11.6, §9): inline edit for all staff, delete only for an Administrador. */
export function giftCardsConfig(role: Role | undefined): CrudConfig<GiftCard> {
  const today = todayInMexico();
  const canDelete = role ? canDeleteGiftCard(role) : false;
  return {
    resource: 'gift-cards',
    title: 'Gestión de Gift Cards',
    createLabel: GIFT_CARD_MESSAGES.newGiftCard,
    searchPlaceholder: 'Buscar por serie...',
    texts: { loading: 'Cargando gift cards...', empty: GIFT_CARD_MESSAGES.empty, emptySearch: GIFT_CARD_MESSAGES.emptySearch },
    columns: ({ edit, remove }) => [
      {
        key: 'id',
        header: 'ID',
        cell: (card) => <span className="font-mono text-muted-foreground">{shortId(card.id)}</span>,
      },
      {
        key: 'series',
        header: 'Serie',
        phone: 'title',
        cell: (card) => <span className="font-mono font-semibold tracking-wider">{card.series}</span>,
      },
      {
        key: 'credit',
        header: 'Crédito',
        cell: (card) => <CreditCell card={card} />,
        edit: (card, input) => (
          <span className="flex flex-wrap items-start gap-2">
            {input('credit')}
            {input('currency') ?? <span className="flex h-11 items-center font-semibold">{card.currency}</span>}
          </span>
        ),
      },
      {
        key: 'expiry',
        header: 'Vencimiento',
        cell: (card) => <ExpiryCell card={card} today={today} />,
        edit: (card, input) => input('expiry_date') ?? <ExpiryCell card={card} today={today} />,
      },
      {
        key: 'active',
        header: 'Activa',
        cell: (card) => <ActiveCell card={card} />,
      },
      {
        key: 'actions',
        header: 'Acciones',
        phone: 'end',
        className: 'w-24 text-right',
        cell: (card) => (
          <span className="inline-flex items-center justify-end gap-1">
            <RecordHistoryButton
              kind="gift-card"
              id={card.id}
              name={card.series}
              title={`Historial de la gift card ${card.series}`}
              compact
            />
            <RowActions
              label={`Acciones: ${card.series}`}
              onEdit={() => edit(card)}
              onDelete={canDelete ? () => remove(card) : undefined}
            />
          </span>
        ),
      },
    ],
    form: {
      createTitle: GIFT_CARD_MESSAGES.newGiftCard,
      createDescription: 'Genera una serie única y define el crédito, la moneda y el vencimiento.',
      fields: [
        {
          name: 'series',
          label: 'Serie',
          kind: 'text',
          readOnly: true,
          hint: 'Pulsa «Generar» para obtener una serie única de 12 caracteres.',
          generate: { label: GIFT_CARD_MESSAGES.generate, run: requestSeries },
          wide: true,
        },
        ...cardFields(today),
      ],
      toValues: () => ({ series: '', credit: '', currency: 'MXN', expiry_date: '' }),
      validate: (values) => validateWith(giftCardCreateSchema, values).errors,
      toBody: (values) => giftCardCreateSchema.parse(values),
    },
    inlineEdit: {
      method: 'PUT',
      fields: cardFields(today),
      // The server locks the currency once a booking spent part of the card.
      editable: (card) => (card.balance < card.credit ? ['credit', 'expiry_date'] : ['credit', 'currency', 'expiry_date']),
      toValues: (card) => ({ credit: toText(card.credit), currency: card.currency, expiry_date: card.expiry_date }),
      validate: (values) => validateWith(giftCardUpdateSchema, values).errors,
      toBody: (values) => giftCardUpdateSchema.parse(values),
      // docs/product.md §11.6: the credit message is repeated as a toast on inline edit.
      invalidToast: (errors) => (errors.credit ? { title: GIFT_CARD_MESSAGES.creditPositive } : null),
    },
    toasts: {
      created: { title: '¡Éxito!', description: 'Gift Card creada correctamente.' },
      updated: { title: '¡Éxito!', description: 'Gift Card actualizada correctamente.' },
      saveError: (error, mode) =>
        mode === 'create'
          ? { title: 'Error', description: GIFT_CARD_MESSAGES.createError(messageOf(error)).trim() }
          : failureToast(GIFT_CARD_MESSAGES.updateError, error),
      loadError: () => ({ title: 'Error', description: GIFT_CARD_MESSAGES.loadError }),
      deleted: { title: '¡Eliminada!', description: 'La Gift Card ha sido eliminada.' },
      deleteError: (error) => failureToast(GIFT_CARD_MESSAGES.deleteError, error),
    },
    deleteText: 'Esta acción no se puede deshacer. Esto eliminará permanentemente la Gift Card.',
  };
}
