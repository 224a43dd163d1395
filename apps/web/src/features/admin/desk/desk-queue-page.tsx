import type { ReactNode } from 'react';
import { LoadingState } from '@/components/loading-state.tsx';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';

/** What a queue screen says while loading, when loading fails and when there is nothing in it. */
export interface DeskQueueWords {
  title: string;
  intro: string;
  loading: string;
  loadError: string;
  empty: string;
}

/**
 * The desk's queue screens (`Pagos pendientes`, `Reembolsos pendientes`): a title and what the
 * queue is, then its items as cards, two columns on a wide screen, one on a phone.
 */
export function DeskQueuePage<T>({
  words,
  query,
  children,
}: {
  words: DeskQueueWords;
  query: { isPending: boolean; error: Error | null; data?: { count: number; data: T[] } };
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
}) {
  useDocumentTitle(withBrand(words.title));
  return (
    <section className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-2xl font-bold sm:text-3xl">{words.title}</h1>
        <p className="text-muted-foreground">{words.intro}</p>
      </div>
      {query.isPending ? <LoadingState message={words.loading} /> : null}
      {query.error ? (
        <p role="alert" className="font-medium text-destructive">
          {words.loadError} {query.error.message}
        </p>
      ) : null}
      {query.data && query.data.count === 0 ? <p className="text-muted-foreground">{words.empty}</p> : null}
      <ul className="grid gap-3 lg:grid-cols-2">{query.data?.data.map(children)}</ul>
    </section>
  );
}
