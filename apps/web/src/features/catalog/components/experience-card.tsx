import { useId } from 'react';
import { Link } from 'react-router';
import { Clock } from 'lucide-react';
import { formatMXN, paths, previewText, type Experience } from '@hv/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { CoverImage } from '@/components/cover-image.tsx';

// Matches the grid: 1 column on phones, 2 from `sm`, 3 from `lg` inside a 80rem container.
const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw';

interface ExperienceCardProps {
  experience: Experience;
  /** Cards in the first row are on screen at once; load their photos without waiting. */
  eager?: boolean;
  priority?: boolean;
}

/** docs/product.md §2.5: image, MXN price badge, name, 100-character preview, duration, 'Ver más →'. */
export function ExperienceCard({ experience, eager, priority }: ExperienceCardProps) {
  const titleId = useId();
  const priceId = useId();

  return (
    <Link
      to={paths.experience(experience.slug)}
      // The whole card is the link; its name stays short ("name, price") instead of every word inside.
      aria-labelledby={`${titleId} ${priceId}`}
      className="group flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-card transition duration-200 hover:-translate-y-1 hover:shadow-card-hover focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-ring"
    >
      <div className="relative overflow-hidden">
        <CoverImage
          src={experience.image_url}
          alt={experience.name}
          sizes={CARD_IMAGE_SIZES}
          width={960}
          height={640}
          eager={eager}
          priority={priority}
          className="aspect-[3/2] w-full transition-transform duration-500 group-hover:scale-105"
        />
        <Badge id={priceId} variant="overlay" className="absolute top-4 right-4 text-base">
          {formatMXN(experience.price)}
        </Badge>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <h2 id={titleId} className="font-display text-xl leading-snug font-bold text-foreground">
          {experience.name}
        </h2>
        <p className="text-[0.95rem] leading-relaxed text-muted-foreground">{previewText(experience.description)}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          {experience.duration ? (
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-jade-800">
              <Clock className="size-4" aria-hidden="true" />
              <span>{experience.duration}</span>
            </p>
          ) : (
            <span />
          )}
          <span className="inline-flex items-center gap-1 text-sm font-bold text-primary group-hover:underline group-hover:underline-offset-4">
            Ver más →
          </span>
        </div>
      </div>
    </Link>
  );
}
