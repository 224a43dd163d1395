import { CrudScreen } from '../crud/crud-screen.tsx';
import { peopleConfig } from './people-config.tsx';

const config = peopleConfig('providers');

/** /admin/proveedores */
export default function ProvidersPage() {
  return <CrudScreen config={config} />;
}
