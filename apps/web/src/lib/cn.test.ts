import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { distinct, sourceClasses } from '../../scripts/tailwind-merge-config.mjs';
import { cn } from './cn.ts';

describe('cn', () => {
  it('lets a later class override an earlier one of the same kind, and keeps the rest', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect(cn('text-sm text-foreground', 'text-base')).toBe('text-foreground text-base');
    expect(cn('bg-primary hover:bg-primary-hover', { 'bg-muted': true })).toBe('hover:bg-primary-hover bg-muted');
    expect(cn('p-5', 'sm:p-6', 'px-3')).toBe('p-5 sm:p-6 px-3');
  });

  it('merges every pair of classes the source uses as the whole tailwind-merge does', () => {
    // Its configuration is a cut of tailwind-merge's (src/lib/tailwind-merge-config.ts): a class of a
    // kind the app did not use before fails here until the file is generated again.
    const classes = sourceClasses();
    const differ: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (distinct(cn(pair)) !== distinct(twMerge(pair))) differ.push(`${pair}: ${cn(pair)}, not ${twMerge(pair)}`);
      }
    }
    expect(differ.slice(0, 20), 'run `npm run tw-merge-config -w apps/web`').toEqual([]);
    expect(classes.length).toBeGreaterThan(300);
  });
});
