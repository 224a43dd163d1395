import { createBrowserRouter } from 'react-router';
import { keyPageLoadEntry } from './page-load-key.ts';
import { routes } from './routes.tsx';

keyPageLoadEntry();
export const router = createBrowserRouter(routes);
