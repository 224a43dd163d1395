import type { ToastOptions } from '@/lib/use-toast.ts';

/*
 * docs/product.md §3: the account toasts, word for word. Errors are destructive unless the
 * product doc says otherwise; confirmations use the default style.
 */

const error = (title: string, description: string): ToastOptions => ({ title, description, variant: 'destructive' });

export const FALLBACK_ERROR = 'Algo salió mal';

export const AUTH_TOASTS = {
  invalidEmail: error('Correo inválido', 'Por favor, introduce una dirección de correo válida.'),
  captchaRequired: error('Verificación requerida', 'Por favor, completa el captcha.'),
  signedIn: { title: '¡Bienvenido de vuelta!', description: 'Has iniciado sesión correctamente.' },
  signedUp: { title: '¡Cuenta creada!', description: 'Hemos enviado un enlace de confirmación a tu correo electrónico.' },
  signedOut: { title: 'Hasta pronto', description: 'Has cerrado sesión correctamente.' },
  signInFailed: (description: string) => error('Falló el inicio de sesión', description),
  signUpFailed: (description: string) => error('Falló el registro', description),
  signOutFailed: (description: string) => error('Falló el cierre de sesión', description),
  socialFailed: (provider: string, description: string) => error(`Falló el inicio de sesión con ${provider}`, description),
  resetSent: {
    title: 'Correo enviado',
    description: 'Si la cuenta existe, recibirás un enlace para restablecer tu contraseña.',
  },
  resetSendFailed: error('Error al restablecer', 'No se pudo enviar el correo. Verifica la dirección e inténtalo de nuevo.'),
  resetLimit: (minutes: number) =>
    error('Límite de intentos excedido', `Has intentado demasiadas veces. Por favor, espera ${minutes} minuto(s).`),
  invalidResetLink: error('Enlace inválido', 'El enlace de recuperación de contraseña es inválido o ha expirado.'),
  passwordsDiffer: error('Las contraseñas no coinciden', 'Por favor, asegúrate de que ambas contraseñas sean iguales.'),
  passwordTooShort: error('Contraseña muy corta', 'La contraseña debe tener al menos 6 caracteres.'),
  passwordUpdated: {
    title: '¡Contraseña actualizada!',
    description: 'Tu contraseña ha sido cambiada con éxito. Ya puedes iniciar sesión.',
  },
  passwordUpdateFailed: (description: string) => error('Error al actualizar', description),
} satisfies Record<string, ToastOptions | ((...args: never[]) => ToastOptions)>;

export const PASSWORD_UPDATE_FALLBACK = 'No se pudo cambiar la contraseña. Inténtalo de nuevo.';

/** Inline messages under empty required fields (the wording of the admin user form, docs/product.md §11.3). */
export const REQUIRED_MESSAGES = {
  email: 'El correo es obligatorio.',
  password: 'La contraseña es obligatoria.',
  fullName: 'El nombre completo es obligatorio.',
  code: 'Escribe el código de 6 dígitos de tu app de autenticación.',
} as const;
