import { useState } from 'react';
import { ChartColumn, Pause, Play } from 'lucide-react';
import {
  canDeleteCoupon,
  COUPON_ACTIONS,
  couponActionsFor,
  displayCouponStatus,
  editableCouponFields,
  type Coupon,
  type Role,
} from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { RowActions } from '../crud/row-actions.tsx';
import { CouponResultsDialog } from './coupon-results-dialog.tsx';
import { useCouponStatusAction } from './use-coupon-status.ts';

interface CouponActionsProps {
  coupon: Coupon;
  /** The signed-in staff member's role; unknown while it loads, which offers nothing role-bound. */
  role: Role | undefined;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * docs/product.md §8.2–§8.5, per status: 'En espera' → Activar and edit; 'Activo' → Pausar and Resultados;
 * 'Pausado' → Reactivar, Resultados, and for an Administrador edit (quantity) and delete;
 * 'Terminado' → Ver Detalles. The server checks every one of them again.
 */
export function CouponActions({ coupon, role, onEdit, onDelete }: CouponActionsProps) {
  const status = displayCouponStatus(coupon.status);
  const move = useCouponStatusAction();
  const [resultsOpen, setResultsOpen] = useState(false);
  const [action] = couponActionsFor(status);
  const canEdit = role ? editableCouponFields(status, role).length > 0 : false;
  const canDelete = role ? canDeleteCoupon(status, role) : false;
  const results = status === 'Terminado' ? 'Ver Detalles' : status === 'En espera' ? null : 'Resultados';
  const ActionIcon = action === 'pause' ? Pause : Play;

  return (
    // On a table the three slots (move, results, menu) keep their place, so the buttons line up row after row.
    <div className="flex flex-wrap items-center gap-2 lg:grid lg:grid-cols-[8rem_8rem_2.75rem] lg:justify-end lg:justify-items-start">
      {action ? (
        <Button
          variant="outline"
          size="sm"
          className="max-lg:min-h-11"
          aria-label={`${COUPON_ACTIONS[action].label}: ${coupon.code}`}
          disabled={move.isPending}
          onClick={() => move.run(coupon, action)}
        >
          <ActionIcon aria-hidden="true" />
          {COUPON_ACTIONS[action].label}
        </Button>
      ) : (
        <span className="max-lg:hidden" />
      )}
      {results ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            className="max-lg:min-h-11"
            aria-label={`${results}: ${coupon.code}`}
            onClick={() => setResultsOpen(true)}
          >
            <ChartColumn aria-hidden="true" />
            {results}
          </Button>
          <CouponResultsDialog coupon={coupon} title={results} open={resultsOpen} onOpenChange={setResultsOpen} />
        </>
      ) : (
        <span className="max-lg:hidden" />
      )}
      {canEdit ? (
        // On a card (phones, tablets) the menu sits at the far end, away from the buttons a thumb presses most.
        <span className="max-lg:ml-auto">
          <RowActions label={`Acciones: ${coupon.code}`} onEdit={onEdit} onDelete={canDelete ? onDelete : undefined} />
        </span>
      ) : null}
    </div>
  );
}
