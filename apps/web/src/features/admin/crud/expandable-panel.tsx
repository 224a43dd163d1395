import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

/**
 * docs/product.md §11.2: a row's detail panel opens and closes in 0.3 s. Animating grid-template-rows
 * from 0fr to 1fr lets the panel grow to its natural height with no measuring.
 */
export function ExpandablePanel({ open, id, children }: { open: boolean; id: string; children: ReactNode }) {
  return (
    <div
      id={id}
      className={cn(
        'grid transition-[grid-template-rows] duration-300 ease-in-out motion-reduce:transition-none',
        open ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]',
      )}
      aria-hidden={!open}
      inert={!open}
    >
      <div className="overflow-hidden">{children}</div>
    </div>
  );
}
