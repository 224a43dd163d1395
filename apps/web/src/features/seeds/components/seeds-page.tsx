import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Coins, Sprout, Trophy, UserRound, Wallet } from 'lucide-react';
import { SEEDS_BLOCK_MXN, SEEDS_PER_BLOCK } from '@hv/shared';
import { buttonVariants } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n.tsx';
import { useSeedSettings } from '@/lib/seed-settings.ts';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';

// An example booking for the page's sum: 1 450 MXN is two full blocks of 500 (docs/product.md §7).
const EXAMPLE_MXN = 1_450;
const EXAMPLE_SEEDS = Math.floor(EXAMPLE_MXN / SEEDS_BLOCK_MXN) * SEEDS_PER_BLOCK;

/**
 * `/semillas` (issue 30, decision 0238): what seeds are, how they are earned (docs/product.md §7),
 * how they are spent — at the value and share staff set, read from the public settings — or, while
 * staff keep spending off, that they cannot be spent yet. Rendered on the server: it depends on no
 * one's session; the spending section follows once the settings arrive.
 */
export function SeedsPage() {
  const { t, money, paths } = useT('seeds');
  const settings = useSeedSettings().data;
  useDocumentTitle(withBrand(t('seeds.page.title')));
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="inline-flex items-center gap-2 text-sm font-bold tracking-widest text-jade-700 uppercase">
          <Sprout aria-hidden="true" className="size-4" />
          {t('seeds.page.eyebrow')}
        </p>
        <h1 className="mt-2 font-display text-4xl leading-tight font-bold tracking-tight text-terracotta-950 sm:text-5xl">
          {t('seeds.page.title')}
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-foreground/90">{t('seeds.page.intro')}</p>
      </header>

      <div className="mt-10 grid gap-6">
        <SeedsSection icon={<Coins />} title={t('seeds.earn.title')}>
          <p>
            {t('seeds.earn.rule', { seeds: SEEDS_PER_BLOCK, block: money(SEEDS_BLOCK_MXN) })}{' '}
            {t('seeds.earn.example', { amount: money(EXAMPLE_MXN), seeds: EXAMPLE_SEEDS })}
          </p>
          <p>{t('seeds.earn.when')}</p>
          <p>{t('seeds.earn.refunds')}</p>
          {settings?.enabled ? <p>{t('seeds.earn.notOnSeeds')}</p> : null}
        </SeedsSection>
        {settings ? (
          <SeedsSection icon={<Wallet />} title={t('seeds.spend.title')}>
            {settings.enabled ? (
              <>
                <p>{t('seeds.spend.how', { value: money(settings.valueMxn), share: settings.maxSharePercent })}</p>
                <p>{t('seeds.spend.line')}</p>
                <p>{t('seeds.spend.refunds')}</p>
              </>
            ) : (
              <p>{t('seeds.spend.notYet')}</p>
            )}
          </SeedsSection>
        ) : null}
        <SeedsSection icon={<Trophy />} title={t('seeds.use.title')}>
          <p>{t('seeds.use.ranking')}</p>
        </SeedsSection>
        <SeedsSection icon={<UserRound />} title={t('seeds.see.title')}>
          <p>{t('seeds.see.where')}</p>
        </SeedsSection>
      </div>

      <Link to={paths.experiences} className={buttonVariants({ size: 'lg', className: 'mt-10' })}>
        {t('seeds.page.explore')}
        <ArrowRight aria-hidden="true" />
      </Link>
    </article>
  );
}

function SeedsSection({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-border bg-card p-5 shadow-card sm:p-8">
      <h2 id={headingId} className="flex items-center gap-3 font-display text-2xl leading-snug font-bold text-terracotta-900">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-jade-50 text-jade-700 [&_svg]:size-5"
        >
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4 space-y-3 leading-relaxed text-foreground/90">{children}</div>
    </section>
  );
}
