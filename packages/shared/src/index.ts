export * from './roles.ts';
export * from './statuses.ts';
export * from './limits.ts';
export * from './format.ts';
export * from './catalog.ts';
export * from './errors.ts';
export * from './paths.ts';
export * from './images.ts';
