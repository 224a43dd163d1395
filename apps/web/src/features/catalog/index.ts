// What other features may use of the catalogue (the lint rule in eslint.config.js keeps the rest private).
export { experiencesQueryOptions, useExperiences } from './api/get-experiences.ts';
export { experienceQueryOptions } from './api/get-experience.ts';
export { tripQueryOptions } from './api/get-trip.ts';
export { ExperienceCard } from './components/experience-card.tsx';
export { ExperienceCardSkeleton } from './components/experience-card-skeleton.tsx';
