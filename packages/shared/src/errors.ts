import { z } from 'zod';

// docs/architecture.md §5: every API error is { error: { code, message, fields? } } with a Spanish message.
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const MESSAGES = {
  notFound: 'No encontrado.',
  unauthorized: 'Debes iniciar sesión.',
  forbidden: 'No tienes los permisos necesarios para realizar esta acción.',
  validation: 'Revisa los datos enviados.',
  internal: 'Algo salió mal. Inténtalo de nuevo más tarde.',
  rateLimited: 'Demasiadas solicitudes. Inténtalo de nuevo en unos minutos.',
  crossSite: 'Solicitud rechazada: solo se aceptan cambios hechos desde este sitio.',
  experienceNotFound: 'Experiencia no encontrada.',
  tripNotFound: 'Viaje no encontrado',
} as const;
