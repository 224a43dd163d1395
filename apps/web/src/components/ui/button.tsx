import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn.ts';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap',
    'transition-colors duration-150 select-none',
    // The ring's colour is set at rest: set only on focus, `transition-colors` would fade it in from
    // the text colour (white on primary), which is what a quick look (or screenshot) catches.
    'outline-ring focus-visible:outline-3 focus-visible:outline-offset-2',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-marigold-200',
        outline: 'border border-border bg-card text-foreground hover:border-terracotta-300 hover:bg-terracotta-50',
        ghost: 'text-foreground hover:bg-muted',
        accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-jade-800',
        link: 'rounded-md text-primary underline-offset-4 hover:underline',
      },
      // Every size keeps a 44 px touch target (WCAG 2.5.5) except `sm`, used only inside larger hit areas.
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'min-h-11 px-5 text-sm',
        lg: 'min-h-12 px-7 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with button styles instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      // A bare <button> inside a form would submit it; make that an explicit choice.
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}
