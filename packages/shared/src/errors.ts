import { z } from 'zod';

const saidSchema = z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });

// docs/architecture.md §5: every API error is { error: { code, message, fields? } } with a Spanish message;
// what the shared catalogue says also carries its key, values and fields' keys (decision 0197).
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    key: z.string().optional(),
    params: saidSchema.shape.params,
    fields: z.record(z.string(), z.string()).optional(),
    fieldKeys: z.record(z.string(), saidSchema).optional(),
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
