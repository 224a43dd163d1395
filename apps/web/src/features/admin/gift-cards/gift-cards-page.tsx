import { useMemo } from 'react';
import { CrudScreen } from '../crud/crud-screen.tsx';
import { useAdminMe } from '../shell/use-admin-me.ts';
import { giftCardsConfig } from './gift-cards-config.tsx';

export default function GiftCardsPage() {
  const role = useAdminMe().data?.role;
  // Rebuilt only when the role arrives: the list keeps its state and the columns their handlers.
  const config = useMemo(() => giftCardsConfig(role), [role]);
  return <CrudScreen config={config} />;
}
