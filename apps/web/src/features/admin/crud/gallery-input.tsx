import { useEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { GALLERY_ALT_MAX, GALLERY_MAX_IMAGES } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { shrinkImage } from '@/lib/shrink-image.ts';
import { useFilePreview } from '@/lib/use-file-preview.ts';
import type { FieldInputControl } from './field-input-control.ts';
import { newGalleryKey, type GalleryEntry } from './form-values.ts';
import { FilePicker, ImageThumb } from './image-input.tsx';

const photos = (n: number) => (n === 1 ? '1 foto' : `${n} fotos`);

interface GalleryInputProps {
  control: FieldInputControl;
  name: string;
  value: GalleryEntry[];
  disabled?: boolean;
  onChange: (value: GalleryEntry[]) => void;
}

/**
 * An item's gallery (docs/product.md §5.5): its photos in order, each with a description
 * (the alt text of the public page), moved with 'Mover arriba'/'Mover abajo' buttons (focus
 * stays on the moved photo), removed, and new ones added, shrunk in the browser like the cover.
 * Nothing is uploaded or deleted until the dialog is saved.
 */
export function GalleryInput({ control, name, value, disabled, onChange }: GalleryInputProps) {
  const [preparing, setPreparing] = useState<ReadonlySet<string>>(new Set());
  const [note, setNote] = useState('');
  // The latest list, for changes that land after a render (a shrunk file replacing its original).
  // A list this input committed comes back as `value` a render later, possibly after a newer commit
  // (a photo shrunk while its description was typed): only a list from outside (a reset) replaces it.
  const latest = useRef(value);
  const committed = useRef(new WeakSet<GalleryEntry[]>());
  useEffect(() => {
    if (!committed.current.has(value)) latest.current = value;
  }, [value]);
  const controls = useRef(new Map<string, HTMLElement | null>());
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    controls.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const commit = (next: GalleryEntry[]) => {
    committed.current.add(next);
    latest.current = next;
    onChange(next);
  };
  const keep = (key: string) => (element: HTMLElement | null) => {
    controls.current.set(key, element);
  };

  function move(index: number, by: -1 | 1) {
    const next = [...value];
    const [entry] = next.splice(index, 1);
    if (!entry) return;
    const to = index + by;
    next.splice(to, 0, entry);
    // Moved to an end, the same button is disabled: focus its opposite.
    const canGoOn = by < 0 ? to > 0 : to < next.length - 1;
    const [same, opposite] = by < 0 ? ['up', 'down'] : ['down', 'up'];
    focusNext.current = `${entry.key}:${canGoOn ? same : opposite}`;
    commit(next);
    setNote(`Foto movida a la posición ${to + 1} de ${next.length}.`);
  }

  function remove(index: number) {
    const next = value.filter((_, i) => i !== index);
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? `${neighbour.key}:remove` : 'add';
    commit(next);
    setNote('Foto quitada. Se borrará al guardar.');
  }

  async function add(files: File[]) {
    const room = GALLERY_MAX_IMAGES - latest.current.length;
    const added: GalleryEntry[] = files.slice(0, room).map((file) => ({ key: newGalleryKey(), file, alt: '' }));
    if (added.length === 0) return;
    commit([...latest.current, ...added]);
    setNote(
      added.length < files.length
        ? `Solo se añadieron ${photos(added.length)}: la galería admite hasta ${GALLERY_MAX_IMAGES}.`
        : `${added.length === 1 ? 'Foto añadida' : `${photos(added.length)} añadidas`}. Se subirán al guardar.`,
    );
    setPreparing((keys) => new Set([...keys, ...added.map((entry) => entry.key)]));
    // One at a time: a phone photo decoded on a canvas takes tens of MB.
    for (const entry of added) {
      if (!('file' in entry)) continue;
      const small = await shrinkImage(entry.file);
      if (small !== entry.file) commit(latest.current.map((e) => (e.key === entry.key ? { ...e, file: small } : e)));
      setPreparing((keys) => new Set([...keys].filter((key) => key !== entry.key)));
    }
  }

  const full = value.length >= GALLERY_MAX_IMAGES;
  return (
    <div className="grid gap-3">
      {value.length > 0 ? (
        <ol aria-label="Fotos de la galería" className="grid gap-2">
          {value.map((entry, index) => (
            <GalleryRow
              key={entry.key}
              entry={entry}
              position={index + 1}
              total={value.length}
              preparing={preparing.has(entry.key)}
              disabled={disabled}
              keep={keep}
              onAlt={(alt) => commit(latest.current.map((e) => (e.key === entry.key ? { ...e, alt } : e)))}
              onMove={(by) => move(index, by)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <FilePicker
          control={{
            ...control,
            ref: (element: HTMLInputElement | null) => {
              control.ref?.(element);
              controls.current.set('add', element);
            },
          }}
          name={name}
          action="Añadir fotos"
          text={full ? 'La galería está completa' : 'PNG, JPEG o WebP; puedes elegir varias'}
          multiple
          disabled={disabled || full}
          onFiles={(files) => void add(files)}
        />
        <span className="text-sm text-muted-foreground">
          {value.length} de {GALLERY_MAX_IMAGES} fotos
        </span>
      </div>
      <p role="status" className="text-xs text-muted-foreground empty:-mt-3">
        {note}
      </p>
    </div>
  );
}

interface GalleryRowProps {
  entry: GalleryEntry;
  position: number;
  total: number;
  preparing: boolean;
  disabled?: boolean;
  keep: (key: string) => (element: HTMLElement | null) => void;
  onAlt: (alt: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function GalleryRow({ entry, position, total, preparing, disabled, keep, onAlt, onMove, onRemove }: GalleryRowProps) {
  const file = 'file' in entry ? entry.file : null;
  const preview = useFilePreview(file);
  const described = entry.alt.trim();
  const alt = file ? `Foto ${position}, nueva: ${described || file.name}` : `Foto ${position}: ${described || 'sin descripción'}`;
  return (
    <li className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-card p-2 sm:grid-cols-[6rem_minmax(0,1fr)_auto]">
      <div className="relative">
        <ImageThumb src={file ? preview : 'url' in entry ? entry.url : null} alt={alt} />
        {file ? (
          <span
            aria-hidden="true"
            className="absolute top-1 left-1 rounded-full bg-jade-700 px-1.5 text-[0.7rem] font-semibold text-white"
          >
            Nueva
          </span>
        ) : null}
      </div>
      <div className="grid min-w-0 gap-1">
        <Input
          aria-label={`Descripción de la foto ${position}`}
          placeholder="Qué se ve en la foto"
          maxLength={GALLERY_ALT_MAX}
          value={entry.alt}
          disabled={disabled}
          onChange={(event) => onAlt(event.target.value)}
          className="h-9"
        />
        {preparing ? <span className="text-xs text-muted-foreground">Preparando la imagen...</span> : null}
      </div>
      <div className="col-span-2 flex justify-end gap-1 sm:col-span-1">
        <Button
          ref={keep(`${entry.key}:up`)}
          variant="ghost"
          size="icon"
          aria-label={`Mover la foto ${position} arriba`}
          title="Mover arriba"
          disabled={disabled || position === 1}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          ref={keep(`${entry.key}:down`)}
          variant="ghost"
          size="icon"
          aria-label={`Mover la foto ${position} abajo`}
          title="Mover abajo"
          disabled={disabled || position === total}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          ref={keep(`${entry.key}:remove`)}
          variant="ghost"
          size="icon"
          aria-label={`Quitar la foto ${position}`}
          title="Quitar"
          disabled={disabled}
          onClick={onRemove}
          className="text-destructive hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
