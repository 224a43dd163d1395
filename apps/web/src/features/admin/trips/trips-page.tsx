import { CrudScreen } from '../crud/crud-screen.tsx';
import { tripsConfig } from './trips-config.tsx';

export default function TripsPage() {
  return <CrudScreen config={tripsConfig} />;
}
