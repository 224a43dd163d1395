import { CrudScreen } from '../crud/crud-screen.tsx';
import { experiencesConfig } from './experiences-config.tsx';

export default function ExperiencesPage() {
  return <CrudScreen config={experiencesConfig} />;
}
