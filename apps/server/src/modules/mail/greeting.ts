import type { Translator } from '../../lib/i18n.ts';

/** A traveller e-mail's first line in its language: 'Hola, Ana:' / 'Hello Ana,', or without a name. */
export function greeting(t: Translator, name: string | null | undefined): string {
  return name ? t.t('mail.greeting.named', { name }) : t.t('mail.greeting.anonymous');
}
