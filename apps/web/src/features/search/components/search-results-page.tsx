import { useId } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Compass, Mountain, Search } from 'lucide-react';
import { imageSrcSet, searchTerm, type Paths, type SearchResult } from '@hv/shared';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { useT, type MessageId } from '@/lib/i18n.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { searchQueryOptions } from '../api/search-catalog.ts';

const KIND_LABEL: Record<SearchResult['kind'], MessageId> = { experience: 'search.kind.experience', trip: 'search.kind.trip' };

const resultPath = (paths: Paths, result: SearchResult) =>
  result.kind === 'trip' ? paths.trip(result.slug) : paths.experience(result.slug);

/**
 * `/buscar?q=…` (`/en/search?q=…`, issue 30): what Enter in a search box finds, with the header's
 * matching (the same API and query), rendered on the server so it reads before any code has run.
 * Its box is a plain GET form: it searches again with or without JavaScript.
 */
export function SearchResultsPage() {
  const { t, paths, content } = useT();
  const [params] = useSearchParams();
  const term = searchTerm(params.get('q'));
  const query = useQuery({ ...searchQueryOptions(term), enabled: term !== '' });
  const headingId = useId();
  const inputId = useId();
  useDocumentTitle(withBrand(term ? t('search.page.titleFor', { term }) : t('search.page.title')));
  const results = query.data?.results ?? [];

  return (
    <section aria-labelledby={headingId} className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <div className="grid gap-4">
        <h1 id={headingId} className="font-display text-3xl leading-tight font-bold break-words text-terracotta-950 sm:text-4xl">
          {term ? t('search.page.titleFor', { term }) : t('search.page.title')}
        </h1>
        <Form method="get" action={paths.search} role="search" className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('search.label')}
          </label>
          <div className="relative min-w-0 flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            {/* Keyed by the term: a new search from this box shows its own words. */}
            <input
              key={term}
              id={inputId}
              name="q"
              type="search"
              defaultValue={term}
              enterKeyHint="search"
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              placeholder={t('search.placeholder')}
              className="h-12 w-full rounded-full border border-border bg-card pr-4 pl-10 text-base text-foreground shadow-xs placeholder:text-muted-foreground/90 focus-visible:border-turquoise-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-ring/40"
            />
          </div>
          <Button type="submit" size="lg">
            {t('search.submit')}
          </Button>
        </Form>
      </div>

      {!term ? (
        <p className="text-muted-foreground">{t('search.page.tooShort')}</p>
      ) : query.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('search.searching')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-muted-foreground">
          {t('search.page.failed')}
        </p>
      ) : results.length === 0 ? (
        <div className="grid justify-items-start gap-4">
          <p role="status" className="text-lg">
            {t('search.noResults')}
          </p>
          <Link to={paths.experiences} className={buttonVariants({ variant: 'outline' })}>
            {t('search.page.allExperiences')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      ) : (
        <div className="grid gap-3">
          <p role="status" className="text-sm font-semibold text-muted-foreground">
            {t('search.resultCount', { count: results.length })}
          </p>
          <ul aria-label={t('search.results')} className="grid gap-3 sm:grid-cols-2">
            {results.map((result) => {
              const name = content(result.name, result.name_en);
              return (
                <li key={`${result.kind}-${result.slug}`}>
                  <Link
                    to={resultPath(paths, result)}
                    className="flex h-full items-center gap-4 rounded-2xl border border-border bg-card p-3 shadow-card transition-shadow hover:shadow-card-hover focus-visible:outline-3 focus-visible:outline-ring"
                  >
                    <ResultPicture result={result} />
                    <span className="grid min-w-0 gap-1">
                      <span lang={name.lang} className="line-clamp-2 font-display text-lg leading-snug font-bold">
                        {name.value}
                      </span>
                      <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                        {result.kind === 'trip' ? (
                          <Compass className="size-4" aria-hidden="true" />
                        ) : (
                          <Mountain className="size-4" aria-hidden="true" />
                        )}
                        {t(KIND_LABEL[result.kind])}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}

function ResultPicture({ result }: { result: SearchResult }) {
  if (!result.image_url) {
    return (
      <span
        aria-hidden="true"
        className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-terracotta-100 to-jade-100 text-terracotta-700"
      >
        <Mountain className="size-6" />
      </span>
    );
  }
  return (
    <img
      src={result.image_url}
      srcSet={imageSrcSet(result.image_url)}
      sizes="80px"
      width={80}
      height={80}
      alt=""
      decoding="async"
      className="size-20 shrink-0 rounded-xl bg-muted object-cover"
    />
  );
}
