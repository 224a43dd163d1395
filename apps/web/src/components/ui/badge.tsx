import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn.ts';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap [&_svg]:size-3.5',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground',
        secondary: 'bg-secondary text-secondary-foreground',
        accent: 'bg-jade-100 text-jade-800',
        outline: 'border border-border bg-card text-foreground',
        // Sits on top of photos: solid enough to stay legible over any image.
        overlay: 'bg-white/95 text-terracotta-800 shadow-md backdrop-blur-sm',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
