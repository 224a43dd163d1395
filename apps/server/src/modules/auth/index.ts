// The auth module's public face (docs/architecture.md): other modules use only what is exported here.
export { createAuth, type Auth } from './auth.ts';
export { makeRequireRoles, type RequireRoles } from './guard.ts';
export { authRoutes, toFetchHeaders } from './routes.ts';
export { configuredSocialProviders } from './social-providers.ts';
export { createSessionReader, type SessionReader, type SessionUser } from './sessions.ts';
