import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { tailwindMergeConfig } from './tailwind-merge-config.ts';

// Not the ready-made twMerge: its configuration knows every Tailwind class (8.4 KB gzipped with the
// library, on every page); this one knows the class groups the app uses (docs/decisions/0160-first-load-weight.md).
const twMerge = createTailwindMerge(() => tailwindMergeConfig);

/** Joins class names and lets a later Tailwind class override an earlier one (`px-2` then `px-4`). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
