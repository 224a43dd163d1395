import { Link } from 'react-router';
import { Sprout } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/cn.ts';
import { Message, useT } from '@/lib/i18n.tsx';

/**
 * docs/product.md §2.2: a traveller's seeds (0 when missing), a link to the page that explains them. On
 * mobile it reads '{n} Semillas'; in the desktop bar only the number shows, the word stays for screen readers.
 */
export function SeedsBadge({ seeds, className }: { seeds: number | null | undefined; className?: string }) {
  const count = seeds ?? 0;
  const { t, paths } = useT();
  return (
    // Issue 30: the badge says what seeds are — a link to /semillas.
    <Link
      to={paths.seeds}
      title={t('auth.seeds.title', { count })}
      className="rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Badge variant="secondary" className={cn('min-h-9 hover:bg-jade-100', className)}>
        <Sprout className="text-jade-700" aria-hidden="true" />
        <Message id="auth.seeds.badge" values={{ count }} components={{ 0: <span className="lg:sr-only" /> }} />
      </Badge>
    </Link>
  );
}
