import { z } from 'zod';

/*
 * The 'Seguridad' steps' rules. better-auth checks the password and the codes on the server;
 * these only stop an empty password or a code that is not 6 digits before asking it.
 */

const sixDigits = (message: string) => z.object({ code: z.string().regex(/^\d{6}$/, message) });

export const currentPasswordSchema = z.object({ password: z.string().min(1, 'La contraseña es obligatoria.') });
export const emailCodeSchema = sixDigits('Escribe el código de 6 dígitos que te enviamos por correo.');
export const appCodeSchema = sixDigits('Escribe el código de 6 dígitos de tu app de autenticación.');
