import { ImagePlus } from 'lucide-react';
import type { FieldControlProps } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
const NO_FILE = 'Sin archivo elegido';

interface ImageInputProps {
  control: FieldControlProps;
  name: string;
  file: File | null;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}

/**
 * A cover-image picker that reads in Spanish whatever the browser's language (a bare file
 * input says "Choose File · No file chosen" in an English browser). The real input lies,
 * transparent, over the face, so a click, the keyboard, screen readers and tests all use it.
 */
export function ImageInput({ control, name, file, disabled, onChange }: ImageInputProps) {
  return (
    <div className="relative">
      <input
        {...control}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        title={file?.name ?? NO_FILE}
        className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <div
        aria-hidden="true"
        className={cn(
          'flex h-11 items-center gap-3 rounded-xl border border-border bg-card px-1.5 text-sm shadow-xs transition-colors',
          'peer-hover:border-terracotta-300 peer-focus-visible:border-turquoise-600 peer-focus-visible:outline-3 peer-focus-visible:outline-ring/40',
          'peer-aria-invalid:border-destructive peer-aria-invalid:bg-red-50/40 peer-disabled:opacity-60',
        )}
      >
        <span className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full bg-muted px-3 font-semibold text-foreground">
          <ImagePlus className="size-4" />
          Elegir imagen
        </span>
        <span className={cn('min-w-0 truncate', file ? 'text-foreground' : 'text-muted-foreground')}>
          {file?.name ?? NO_FILE}
        </span>
      </div>
    </div>
  );
}
