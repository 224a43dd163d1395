import { Link } from 'react-router';
import { BRAND_NAME } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';

/** The ant mark from the favicon, inline so it needs no request and follows currentColor. */
function AntMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <g fill="#fff7ec">
        <circle cx="20" cy="30" r="7" />
        <circle cx="32" cy="33" r="5" />
        <ellipse cx="45" cy="36" rx="9" ry="7" />
      </g>
      <g fill="none" stroke="#fff7ec" strokeWidth="2.5" strokeLinecap="round">
        <path d="M16 24l-5-8M21 23l1-9" />
        <path d="M30 37l-4 10M34 37l3 10M42 41l-3 9M49 41l4 9" />
      </g>
      <path d="M8 54c10-6 38-6 48 0" stroke="#fbb424" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}

interface BrandLogoProps {
  className?: string;
  /** E.g. `sr-only` at some widths, to keep only the mark where space is short (the link keeps its name). */
  nameClassName?: string;
  onClick?: () => void;
}

export function BrandLogo({ className, nameClassName, onClick }: BrandLogoProps) {
  const { paths } = useT();
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-xl font-display text-lg font-bold tracking-tight text-terracotta-800',
        'focus-visible:outline-3 focus-visible:outline-ring',
        className,
      )}
    >
      <AntMark className="size-9 shrink-0 text-primary" />
      <span className={nameClassName}>{BRAND_NAME}</span>
    </Link>
  );
}
