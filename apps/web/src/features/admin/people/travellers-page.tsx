import { CrudScreen } from '../crud/crud-screen.tsx';
import { peopleConfig } from './people-config.tsx';

const config = peopleConfig('travellers');

/** /admin/hormigas */
export default function TravellersPage() {
  return <CrudScreen config={config} />;
}
