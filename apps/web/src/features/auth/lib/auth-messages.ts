import { useMemo } from 'react';
import { PASSWORD_MIN_LENGTH } from '@hv/shared';
import { useT, type MessageId, type MessageValues } from '@/lib/i18n.tsx';
import type { ToastOptions } from '@/lib/use-toast.ts';

/*
 * docs/product.md §3: the account toasts, word for word (the catalogues' `auth.toast.*`). Errors are
 * destructive unless the product doc says otherwise; confirmations use the default style.
 */

export type Translate = (id: MessageId, values?: MessageValues) => string;

const error = (title: string, description: string): ToastOptions => ({ title, description, variant: 'destructive' });

/** What a failed account call says when the server gave no reason we know. */
export const FALLBACK_ERROR: MessageId = 'auth.error.fallback';
export const PASSWORD_UPDATE_FALLBACK: MessageId = 'auth.error.passwordUpdateFallback';

/** The account toasts in the language of `t`. */
export function authToasts(t: Translate) {
  return {
    invalidEmail: error(t('auth.toast.invalidEmail.title'), t('auth.toast.invalidEmail.description')),
    captchaRequired: error(t('auth.toast.captchaRequired.title'), t('auth.toast.captchaRequired.description')),
    signedIn: { title: t('auth.toast.signedIn.title'), description: t('auth.toast.signedIn.description') },
    signedUp: { title: t('auth.toast.signedUp.title'), description: t('auth.toast.signedUp.description') },
    signedOut: { title: t('auth.toast.signedOut.title'), description: t('auth.toast.signedOut.description') },
    signInFailed: (description: string) => error(t('auth.toast.signInFailed.title'), description),
    signUpFailed: (description: string) => error(t('auth.toast.signUpFailed.title'), description),
    signOutFailed: (description: string) => error(t('auth.toast.signOutFailed.title'), description),
    socialFailed: (provider: string, description: string) => error(t('auth.toast.socialFailed.title', { provider }), description),
    resetSent: { title: t('auth.toast.resetSent.title'), description: t('auth.toast.resetSent.description') },
    resetSendFailed: error(t('auth.toast.resetSendFailed.title'), t('auth.toast.resetSendFailed.description')),
    resetLimit: (minutes: number) => error(t('auth.toast.resetLimit.title'), t('auth.toast.resetLimit.description', { minutes })),
    invalidResetLink: error(t('auth.toast.invalidResetLink.title'), t('auth.toast.invalidResetLink.description')),
    passwordsDiffer: error(t('auth.toast.passwordsDiffer.title'), t('auth.toast.passwordsDiffer.description')),
    passwordTooShort: error(
      t('auth.toast.passwordTooShort.title'),
      t('auth.toast.passwordTooShort.description', { min: PASSWORD_MIN_LENGTH }),
    ),
    passwordUpdated: {
      title: t('auth.toast.passwordUpdated.title'),
      description: t('auth.toast.passwordUpdated.description'),
    },
    passwordUpdateFailed: (description: string) => error(t('auth.toast.passwordUpdateFailed.title'), description),
  } satisfies Record<string, ToastOptions | ((...args: never[]) => ToastOptions)>;
}

export type AuthToasts = ReturnType<typeof authToasts>;

/** The page's `t` with the account toasts and the words of a failed call, in the page's language. */
export function useAuthMessages() {
  const { t, paths } = useT('account');
  return useMemo(() => ({ t, paths, toasts: authToasts(t) }), [t, paths]);
}

/** Inline messages under empty required fields (the wording of the admin user form, docs/product.md §11.3). */
export const REQUIRED_MESSAGES = {
  email: 'auth.required.email',
  password: 'auth.required.password',
  fullName: 'auth.required.fullName',
  code: 'auth.required.code',
} as const satisfies Record<string, MessageId>;
