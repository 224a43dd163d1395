import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  formatClock,
  formatLongDate,
  formatMXN,
  INTL_LOCALE,
  localeOfTag,
  localizedPaths,
  type Locale,
  type Said,
  type SaidKey,
  sayParam,
} from '@hv/shared';
import sharedSpanish from '@hv/shared/locales/es.json' with { type: 'json' };
import sharedEnglish from '@hv/shared/locales/en.json' with { type: 'json' };
import spanish from '../locales/es.json' with { type: 'json' };
import english from '../locales/en.json' with { type: 'json' };

/*
 * The server's words for travellers — e-mails, the calendar event, the English pages' titles
 * (docs/decisions/0159-english-pages.md) — from its own catalogues (src/locales/*.json, explicit ids),
 * through the same library as the web (Lingui). The web compiles its catalogues at build time; here
 * they are compiled on first use, as size does not matter on the server. The shared catalogue
 * (@hv/shared's src/locales: business refusals and shared rules' messages, keys like
 * 'payment.placesLeft') is loaded beside it, so an error is said from the same entry the browser
 * says it from (docs/decisions/0197-messages-travel-as-keys.md).
 */

export type ServerMessageId = keyof typeof spanish;

const instances: Record<Locale, I18n> = {
  es: setupI18n({ locale: 'es', messages: { es: { ...sharedSpanish, ...spanish } } }),
  en: setupI18n({ locale: 'en', messages: { en: { ...sharedEnglish, ...english } } }),
};
for (const i18n of Object.values(instances)) i18n.setMessagesCompiler(compileMessage);

/** A language's messages and formats, for one e-mail or page. */
export function translator(locale: Locale) {
  const i18n = instances[locale];
  return {
    locale,
    t: (id: ServerMessageId, values?: Record<string, unknown>) => i18n._(id, values),
    paths: localizedPaths(locale),
    money: (amount: number) => formatMXN(amount, locale),
    longDate: (isoDate: string) => formatLongDate(isoDate, locale),
    /** A time of day: '08:30' in Spanish, '8:30 AM' in English. */
    time: (value: string) => formatClock(value, locale),
    number: (value: number) => new Intl.NumberFormat(INTL_LOCALE[locale]).format(value),
  };
}
export type Translator = ReturnType<typeof translator>;

/** Whether a text is a key of the shared catalogue (a shared schema's message, decision 0197). */
export const isSaidKey = (text: string): text is SaidKey => Object.hasOwn(sharedSpanish, text);

/** A message of the shared catalogue in a language, its `…Date` values written in that language's long form. */
export function say(locale: Locale, message: Said): string {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    values[name] = sayParam(name, value, locale);
  }
  return instances[locale]._(message.key, values);
}

/** A stored language tag ('en', 'en-US', 'es-MX', null) as one of the site's languages (Spanish unless English). */
export function siteLocale(tag: string | null | undefined): Locale {
  return localeOfTag(tag) ?? 'es';
}
