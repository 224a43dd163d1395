import { useRef, useState, type Ref } from 'react';
import { ImageIcon, ImagePlus } from 'lucide-react';
import { imageSrcSet } from '@hv/shared';
import type { FieldControlProps } from '@/components/ui/field.tsx';
import { cn } from '@/lib/cn.ts';
import { formatFileSize, shrinkImage } from '@/lib/shrink-image.ts';
import { useFilePreview } from '@/lib/use-file-preview.ts';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
const NO_FILE = 'Sin archivo elegido';

type PickerControl = FieldControlProps & { ref?: Ref<HTMLInputElement> };

interface FilePickerProps {
  control: PickerControl;
  name: string;
  /** The button-like chip: 'Elegir imagen', 'Añadir fotos'. */
  action: string;
  /** Beside the chip: the chosen file's name, or what there is so far. */
  text: string;
  /** `text` names a chosen file (shown darker). */
  chosen?: boolean;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/**
 * A file picker that reads in Spanish whatever the browser's language (a bare file input says
 * "Choose File · No file chosen" in an English browser). The real input lies, transparent,
 * over the face, so a click, the keyboard, screen readers and tests all use it.
 */
export function FilePicker({ control, name, action, text, chosen, multiple, disabled, onFiles }: FilePickerProps) {
  return (
    <div className="relative min-w-0 flex-1">
      <input
        {...control}
        name={name}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        title={text}
        className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // Choosing the same files again (after removing them) is a change too.
          if (multiple) event.target.value = '';
        }}
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
          {action}
        </span>
        {/* No width of its own (w-0, then flex-1): a long file name never widens the dialog on a phone. */}
        <span className={cn('w-0 min-w-0 flex-1 truncate', chosen ? 'text-foreground' : 'text-muted-foreground')}>{text}</span>
      </div>
    </div>
  );
}

/** A small 3:2 preview of a stored image (its 480 px width) or of a chosen file (a placeholder while it is read). */
export function ImageThumb({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const box = cn('aspect-[3/2] w-24 shrink-0 rounded-lg border border-border bg-muted object-cover', className);
  if (!src) {
    return (
      <div role="img" aria-label={alt} className={cn(box, 'flex items-center justify-center text-muted-foreground')}>
        <ImageIcon className="size-6" aria-hidden="true" />
      </div>
    );
  }
  return <img src={src} srcSet={imageSrcSet(src)} sizes="96px" width={96} height={64} alt={alt} className={box} />;
}

interface ImageInputProps {
  control: PickerControl;
  name: string;
  /** The current image's URL (editing) or the chosen file. */
  value: string | File | null;
  disabled?: boolean;
  onChange: (value: File | string | null) => void;
}

/**
 * The cover picker (docs/product.md §5.5): a preview of the current image or of the chosen one,
 * and the chosen photo shrunk in the browser before it is uploaded. The raw file is the value
 * until the smaller one is ready, so a save meanwhile still has a file (and a photo still over
 * 5 MB is refused before it is sent).
 */
export function ImageInput({ control, name, value, disabled, onChange }: ImageInputProps) {
  // Kept when a choice is cleared: the server keeps the current image unless a new one is sent.
  const [current] = useState(() => (typeof value === 'string' && value ? value : null));
  const [note, setNote] = useState<string | null>(null);
  const choice = useRef(0);
  const file = value instanceof File ? value : null;
  const preview = useFilePreview(file);

  async function choose(raw: File | null) {
    const ticket = ++choice.current;
    onChange(raw ?? current);
    if (!raw) return setNote(null);
    setNote('Preparando la imagen...');
    const small = await shrinkImage(raw);
    if (ticket !== choice.current) return; // another file was chosen meanwhile
    if (small !== raw) onChange(small);
    setNote(
      small.size < raw.size ? `Nueva imagen reducida de ${formatFileSize(raw.size)} a ${formatFileSize(small.size)}.` : null,
    );
  }

  return (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-3">
        {file ? (
          <ImageThumb src={preview} alt={`Nueva imagen: ${file.name}`} />
        ) : current ? (
          <ImageThumb src={current} alt="Imagen actual" />
        ) : null}
        <FilePicker
          control={control}
          name={name}
          action="Elegir imagen"
          text={file?.name ?? NO_FILE}
          chosen={Boolean(file)}
          disabled={disabled}
          onFiles={(files) => void choose(files[0] ?? null)}
        />
      </div>
      <p role="status" className="text-xs text-muted-foreground empty:-mt-1.5">
        {note}
      </p>
    </div>
  );
}
