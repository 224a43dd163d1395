import { useMemo } from 'react';
import { CrudScreen } from '../crud/crud-screen.tsx';
import { useAdminMe } from '../shell/use-admin-me.ts';
import { peopleConfig } from './people-config.tsx';

/** /admin/colaboradores */
export default function CollaboratorsPage() {
  const role = useAdminMe().data?.role;
  // Rebuilt only when the role arrives: the list keeps its state and the columns their handlers.
  const config = useMemo(() => peopleConfig('collaborators', role), [role]);
  return <CrudScreen config={config} />;
}
