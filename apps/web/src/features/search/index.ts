// What other features may use of search (the lint rule in eslint.config.js keeps the rest private).
export { searchPageQueries } from './api/search-catalog.ts';
export { SearchBox } from './components/search-box.tsx';
