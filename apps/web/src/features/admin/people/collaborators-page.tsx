import { CrudScreen } from '../crud/crud-screen.tsx';
import { peopleConfig } from './people-config.tsx';

const config = peopleConfig('collaborators');

/** /admin/colaboradores */
export default function CollaboratorsPage() {
  return <CrudScreen config={config} />;
}
