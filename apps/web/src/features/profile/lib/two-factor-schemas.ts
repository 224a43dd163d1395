import { z } from 'zod';
import type { MessageId, MessageValues } from '@/lib/i18n.tsx';

/*
 * The 'Seguridad' steps' rules. better-auth checks the password and the codes on the server;
 * these only stop an empty password or a code that is not 6 digits before asking it. Each is
 * built with the page's `t`, so its messages are in the page's language.
 */

type Translate = (id: MessageId, values?: MessageValues) => string;

const sixDigits = (message: string) => z.object({ code: z.string().regex(/^\d{6}$/, message) });

export const currentPasswordSchema = (t: Translate) =>
  z.object({ password: z.string().min(1, t('profile.twoFactor.passwordRequired')) });
export const emailCodeSchema = (t: Translate) => sixDigits(t('profile.twoFactor.emailCodeInvalid'));
export const appCodeSchema = (t: Translate) => sixDigits(t('profile.twoFactor.appCodeInvalid'));
