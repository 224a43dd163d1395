import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { loadI18n, NAMESPACES } from '@/lib/i18n.tsx';

// Every test renders in Spanish (setup.ts); a test of an English page wraps its tree in this.
const english = await loadI18n('en', undefined, NAMESPACES);

export function InEnglish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={english}>{children}</I18nProvider>;
}
