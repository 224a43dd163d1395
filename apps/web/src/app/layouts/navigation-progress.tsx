import { useNavigation } from 'react-router';
import { useT } from '@/lib/i18n.tsx';

/** A thin bar while a lazy route's code loads, so a slow network never looks frozen. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useT();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('layout.navigationProgress')}
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gradient-to-r from-marigold-400 via-primary to-jade-500"
    />
  );
}
