import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Compass, Mountain, Search } from 'lucide-react';
import { imageSrcSet, SEARCH_DEBOUNCE_MS, type Paths, type SearchResult } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useT, type MessageId } from '@/lib/i18n.tsx';
import { isSearchable, useSearchResults } from '../api/search-catalog.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

const KIND_LABEL: Record<SearchResult['kind'], MessageId> = { experience: 'search.kind.experience', trip: 'search.kind.trip' };

const resultPath = (paths: Paths, result: SearchResult) =>
  result.kind === 'trip' ? paths.trip(result.slug) : paths.experience(result.slug);

interface SearchBoxProps {
  className?: string;
  /** Called after a result was chosen (e.g. to close the mobile menu). */
  onNavigate?: () => void;
  /** Show the results in the page flow instead of floating, e.g. inside a scrolling menu that would clip them. */
  inlineResults?: boolean;
  /** 'hero': the landing's own box (issue 30), taller, with a visible 'Buscar' button and a list as wide as the box. */
  variant?: 'header' | 'hero';
}

/**
 * The search of docs/product.md §2.4: a WAI-ARIA combobox over experiences and trips. The server is asked only
 * for 2+ characters, 300 ms after the last keystroke; choosing a result opens it,
 * clears the text and closes the list. It is a GET form to the results page (issue 30): Enter without a
 * chosen option opens `/buscar?q=…` — before the page's code has run too, as the browser's own submit.
 */
export function SearchBox({ className, onNavigate, inlineResults = false, variant = 'header' }: SearchBoxProps) {
  const navigate = useNavigate();
  const { t, paths, content } = useT();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`; // keep in step with the scroll effect below

  const rootRef = useRef<HTMLFormElement>(null);
  const hero = variant === 'hero';
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const term = text.trim();
  const debouncedTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const query = useSearchResults(debouncedTerm);

  // A server-rendered page can be typed into before its code has run (docs/architecture.md §12): what
  // the visitor typed then is taken over, and searched, once the box is hydrated.
  useEffect(() => {
    const input = inputRef.current;
    if (!input?.value) return;
    setText(input.value);
    setOpen(document.activeElement === input);
  }, []);

  useEffect(() => {
    // docs/product.md §2.4: search errors are only logged; the visitor sees no results.
    if (query.isError) console.error('La búsqueda falló', query.error);
  }, [query.isError, query.error]);

  const results = query.isError ? [] : (query.data?.results ?? []);
  const searching = term !== debouncedTerm || query.isFetching;
  const expanded = open && isSearchable(term);
  const activeResult = expanded && !searching ? results[activeIndex] : undefined;

  // Closes on a click or tap anywhere outside the box and its list.
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  // Keeps the highlighted option visible while moving through a long list with the arrows.
  useEffect(() => {
    if (activeResult) document.getElementById(`${id}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeResult, activeIndex, id]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = text.trim();
    if (!words) return;
    setText('');
    setOpen(false);
    setActiveIndex(-1);
    onNavigate?.();
    void navigate(paths.searchFor(words));
  };

  const choose = (result: SearchResult) => {
    setText('');
    setOpen(false);
    setActiveIndex(-1);
    onNavigate?.();
    void navigate(resultPath(paths, result));
  };

  const move = (step: 1 | -1) => {
    if (!expanded) {
      setOpen(true);
      return;
    }
    if (results.length === 0 || searching) return;
    setActiveIndex((current) => {
      if (current < 0) return step === 1 ? 0 : results.length - 1;
      return (current + step + results.length) % results.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        // Without a chosen option the form is sent: the results page.
        if (!activeResult) return;
        event.preventDefault();
        choose(activeResult);
        break;
      case 'Escape':
        if (!expanded) return;
        // Handled here: an enclosing menu must not close on the same key press.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActiveIndex(-1);
        break;
    }
  };

  return (
    <form ref={rootRef} role="search" action={paths.search} method="get" onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div className={cn('relative', hero && 'flex gap-2')}>
        <div className={cn('relative', hero && 'min-w-0 flex-1')}>
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            maxLength={200}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listboxId : undefined}
            aria-activedescendant={activeResult ? optionId(activeIndex) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActiveIndex(-1);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            className={cn(
              'w-full rounded-full border border-border bg-card pr-4 pl-10 text-base text-foreground shadow-xs',
              hero ? 'h-12 sm:text-base' : 'h-11 sm:text-sm',
              'placeholder:text-muted-foreground/90 focus-visible:border-turquoise-600 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
            )}
          />
        </div>
        {hero ? (
          <Button type="submit" size="lg" className="shrink-0">
            {t('search.submit')}
          </Button>
        ) : null}
      </div>

      {expanded ? (
        <div
          className={cn(
            'mt-2 overflow-hidden rounded-2xl border border-border bg-card',
            inlineResults ? 'shadow-sm' : cn('absolute top-full right-0 z-50 w-full shadow-card-hover', !hero && 'min-w-96'),
          )}
        >
          {searching ? (
            <p role="status" className="flex items-center gap-2 px-4 py-3 text-sm text-muted-foreground">
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-terracotta-200 border-t-terracotta-600"
              />
              {t('search.searching')}
            </p>
          ) : results.length === 0 ? (
            <p role="status" className="px-4 py-3 text-sm text-muted-foreground">
              {t('search.noResults')}
            </p>
          ) : (
            <p role="status" className="sr-only">
              {t('search.resultCount', { count: results.length })}
            </p>
          )}

          {results.length > 0 ? (
            <ul
              id={listboxId}
              role="listbox"
              aria-label={t('search.results')}
              className={cn('max-h-[min(24rem,60vh)] overflow-y-auto p-1.5', searching && 'opacity-60')}
            >
              {results.map((result, index) => (
                <li
                  key={`${result.kind}-${result.slug}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={activeResult === result}
                  // Keeps focus in the input, so the list does not close before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (activeIndex !== index) setActiveIndex(index);
                  }}
                  onClick={() => choose(result)}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl px-2.5 py-2',
                    activeResult === result ? 'bg-terracotta-50 text-terracotta-900' : 'text-foreground',
                  )}
                >
                  <ResultThumbnail result={result} />
                  <span className="flex min-w-0 flex-col">
                    {/* The API gives the Spanish name only: marked as Spanish on an English page. */}
                    <ResultName name={content(result.name, result.name_en)} />
                    <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                      {result.kind === 'trip' ? (
                        <Compass className="size-3" aria-hidden="true" />
                      ) : (
                        <Mountain className="size-3" aria-hidden="true" />
                      )}
                      {t(KIND_LABEL[result.kind])}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

function ResultName({ name }: { name: { value: string; lang?: 'es' } }) {
  return (
    <span lang={name.lang} className="line-clamp-2 text-sm leading-snug font-semibold">
      {name.value}
    </span>
  );
}

function ResultThumbnail({ result }: { result: SearchResult }) {
  if (!result.image_url) {
    return (
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-terracotta-100 to-jade-100 text-terracotta-700"
      >
        <Mountain className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={result.image_url}
      srcSet={imageSrcSet(result.image_url)}
      // The smallest stored width (480 px) is plenty for a 48 px thumbnail, even on 3× screens.
      sizes="48px"
      width={48}
      height={48}
      alt=""
      loading="lazy"
      decoding="async"
      className="size-12 shrink-0 rounded-lg bg-muted object-cover"
    />
  );
}
