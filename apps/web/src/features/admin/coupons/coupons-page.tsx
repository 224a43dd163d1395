import { useMemo } from 'react';
import { CrudScreen } from '../crud/crud-screen.tsx';
import { useAdminMe } from '../shell/use-admin-me.ts';
import { couponsConfig } from './coupons-config.tsx';

export default function CouponsPage() {
  const role = useAdminMe().data?.role;
  // Rebuilt only when the role arrives: the list keeps its state and the columns their handlers.
  const config = useMemo(() => couponsConfig(role), [role]);
  return <CrudScreen config={config} />;
}
