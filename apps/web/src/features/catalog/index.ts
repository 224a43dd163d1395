// What other features may use of the catalogue (the lint rule in eslint.config.js keeps the rest private).
export { useExperiences } from './api/get-experiences.ts';
export { ExperienceCard } from './components/experience-card.tsx';
export { ExperienceCardSkeleton } from './components/experience-card-skeleton.tsx';
