import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { prefersReducedMotion } from '@/lib/prefers-reduced-motion.ts';
import { cn } from '@/lib/cn.ts';
import { useT } from '@/lib/i18n.tsx';

/*
 * An autoplaying, looping carousel (embla) in the WAI "auto-rotating carousel" pattern:
 * a labelled region, slides announced as "n de total" ("n of total"), previous/next and pause buttons.
 * Autoplay never starts for people who ask for reduced motion, and it holds still while the
 * pointer is over the carousel or focus is inside it (WCAG 2.2.2).
 */

type EmblaApi = ReturnType<typeof useEmblaCarousel>[1];

interface CarouselContextValue {
  viewportRef: ReturnType<typeof useEmblaCarousel>[0];
  api: EmblaApi;
  slideCount: number;
  selected: number;
  playing: boolean;
  togglePlaying: () => void;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);

function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('Carousel parts must be inside <Carousel>');
  return context;
}

interface CarouselProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The region's accessible name, e.g. "Opiniones de viajeros". */
  label: string;
  /** Time on each slide while playing. */
  autoplayDelayMs: number;
  slideCount: number;
  children: ReactNode;
}

export function Carousel({ label, autoplayDelayMs, slideCount, className, children, ...props }: CarouselProps) {
  // Read once: the plugin list must stay the same object for embla not to re-initialise.
  const [wantsToPlay, setWantsToPlay] = useState(() => !prefersReducedMotion());
  const [plugins] = useState(() => [
    Autoplay({
      delay: autoplayDelayMs,
      playOnInit: !prefersReducedMotion(),
      // Hover, focus and the pause button are handled below, in one place.
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ]);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  const [selected, setSelected] = useState(0);
  const hovered = useRef(false);
  const focused = useRef(false);
  const wantsRef = useRef(wantsToPlay);

  const sync = useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    const shouldPlay = wantsRef.current && !hovered.current && !focused.current;
    if (shouldPlay && !autoplay.isPlaying()) autoplay.play();
    if (!shouldPlay && autoplay.isPlaying()) autoplay.stop();
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    // A drag restarts the plugin's timer on release; put our own rule back on top.
    api.on('pointerUp', sync);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect).off('pointerUp', sync);
    };
  }, [api, sync]);

  const togglePlaying = useCallback(() => {
    wantsRef.current = !wantsRef.current;
    setWantsToPlay(wantsRef.current);
    sync();
  }, [sync]);

  const { t } = useT();
  const value = useMemo(
    () => ({ viewportRef, api, slideCount, selected, playing: wantsToPlay, togglePlaying }),
    [viewportRef, api, slideCount, selected, wantsToPlay, togglePlaying],
  );

  return (
    <CarouselContext value={value}>
      <section
        aria-roledescription={t('ui.carousel.roleDescription')}
        aria-label={label}
        className={cn('relative min-w-0', className)}
        onMouseEnter={() => {
          hovered.current = true;
          sync();
        }}
        onMouseLeave={() => {
          hovered.current = false;
          sync();
        }}
        onFocus={() => {
          focused.current = true;
          sync();
        }}
        onBlur={(event) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          focused.current = false;
          sync();
        }}
        {...props}
      >
        {children}
      </section>
    </CarouselContext>
  );
}

/** The sliding strip. Slides are announced only when the visitor is in control (not while rotating). */
export function CarouselContent({ className, children }: { className?: string; children: ReactNode }) {
  const { viewportRef, playing } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <div aria-live={playing ? 'off' : 'polite'} className={cn('-ml-4 flex touch-pan-y', className)}>
        {children}
      </div>
    </div>
  );
}

export function CarouselItem({ index, className, children }: { index: number; className?: string; children: ReactNode }) {
  const { slideCount } = useCarousel();
  const { t } = useT();
  return (
    <div
      role="group"
      aria-roledescription={t('ui.carousel.slideRoleDescription')}
      aria-label={t('ui.carousel.slidePosition', { position: index + 1, count: slideCount })}
      className={cn('min-w-0 shrink-0 grow-0 basis-full pl-4', className)}
    >
      {children}
    </div>
  );
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-terracotta-800 shadow-sm transition-colors hover:border-terracotta-300 hover:bg-terracotta-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

interface CarouselControlsProps {
  /**
   * What a slide is, for the previous/next buttons: "{item} anterior" in Spanish, "Previous {item}" in
   * English, so 'Vehículo' / 'vehicle'.
   */
  itemName: string;
  className?: string;
}

/** Previous, pause/play and next, plus the position dots. */
export function CarouselControls({ itemName, className }: CarouselControlsProps) {
  const { api, slideCount, selected, playing, togglePlaying } = useCarousel();
  const { t } = useT();
  return (
    <div className={cn('flex items-center justify-center gap-3', className)}>
      <button
        type="button"
        className={controlClass}
        onClick={() => api?.scrollPrev()}
        aria-label={t('ui.carousel.previous', { item: itemName })}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={controlClass}
        onClick={togglePlaying}
        aria-label={playing ? t('ui.carousel.pause') : t('ui.carousel.play')}
      >
        {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
      </button>
      <button
        type="button"
        className={controlClass}
        onClick={() => api?.scrollNext()}
        aria-label={t('ui.carousel.next', { item: itemName })}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
      <ol aria-hidden="true" className="ml-2 hidden items-center gap-1.5 sm:flex">
        {Array.from({ length: slideCount }, (_, i) => (
          <li
            key={i}
            className={cn('h-2 rounded-full transition-all', i === selected ? 'w-6 bg-primary' : 'w-2 bg-terracotta-200')}
          />
        ))}
      </ol>
    </div>
  );
}
