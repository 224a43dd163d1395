import { Skeleton } from '@/components/ui/skeleton.tsx';

/** The card's shape while the list loads, so the grid does not jump when data arrives. */
export function ExperienceCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-3xl border border-border bg-card shadow-card" aria-hidden="true">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="mt-4 h-4 w-1/3" />
      </div>
    </div>
  );
}
