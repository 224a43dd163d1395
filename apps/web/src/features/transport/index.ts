// What other features may use of transport (the lint rule in eslint.config.js keeps the rest private).
export { TransportSection } from './components/transport-section.tsx';
