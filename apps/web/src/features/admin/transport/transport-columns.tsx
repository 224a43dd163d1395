import type { TransportRequestRow } from '@hv/shared';
import type { Column } from '../crud/columns.ts';
import { formatDayAndTime, formatReceivedDay, vehicleLabel } from './transport-format.ts';
import { TransportStatusCell } from './transport-status-cell.tsx';

export const transportColumns: Column<TransportRequestRow>[] = [
  {
    key: 'name',
    header: 'Cliente',
    phone: 'title',
    cell: (row) => <span className="font-semibold">{row.name}</span>,
  },
  { key: 'destination', header: 'Destino', cell: (row) => row.destination },
  {
    key: 'departure',
    header: 'Salida',
    cell: (row) => formatDayAndTime(row.departure_date, row.departure_time),
  },
  { key: 'vehicle', header: 'Vehículo', className: 'whitespace-nowrap', cell: (row) => vehicleLabel(row.vehicle_type, false) },
  {
    key: 'received',
    header: 'Recibida',
    className: 'whitespace-nowrap',
    cell: (row) => formatReceivedDay(row.created_at),
  },
  { key: 'status', header: 'Estado', cell: (row) => <TransportStatusCell row={row} /> },
];
