import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { adminPaths } from '../admin-paths.ts';
import { useAdminMe } from '../shell/use-admin-me.ts';

/** `Nueva venta`, for the roles that may sell by hand (Administrador, Coordinador); the server decides anyway. */
export function NewSaleLink() {
  const me = useAdminMe();
  if (me.data?.role !== 'Administrador' && me.data?.role !== 'Coordinador') return null;
  return (
    <Button asChild>
      <Link to={adminPaths.newBooking}>
        <Plus aria-hidden="true" />
        Nueva venta
      </Link>
    </Button>
  );
}
