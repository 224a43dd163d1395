import { useId } from 'react';
import { Link } from 'react-router';
import { Clock } from 'lucide-react';
import { EXPERIENCE_CARD_IMAGE_SIZES, previewText, type Experience } from '@hv/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { CoverImage } from '@/components/cover-image.tsx';
import { useT } from '@/lib/i18n.tsx';

interface ExperienceCardProps {
  experience: Experience;
  /** Cards in the first row are on screen at once; load their photos without waiting. */
  eager?: boolean;
  priority?: boolean;
}

/** docs/product.md §2.5: image, MXN price badge, name, 100-character preview, duration, 'Ver más →'. */
export function ExperienceCard({ experience, eager, priority }: ExperienceCardProps) {
  const priceId = useId();
  const { t, paths, money, content, duration: inWords } = useT();
  // Staff's English text on an English page, else the Spanish marked lang="es"; the duration in its words.
  const name = content(experience.name, experience.name_en);
  const description = content(experience.description ?? '', experience.description_en);
  const duration = inWords(experience);

  // The name is the link (its accessible name is the words it shows, WCAG 2.5.3); its ::after
  // stretches over the card, so the whole card stays one click target and one tab stop.
  return (
    <div className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-card shadow-card transition duration-200 hover:-translate-y-1 hover:shadow-card-hover has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-ring">
      <div className="relative overflow-hidden">
        <CoverImage
          src={experience.image_url}
          alt={name.value}
          sizes={EXPERIENCE_CARD_IMAGE_SIZES}
          width={960}
          height={640}
          eager={eager}
          priority={priority}
          className="aspect-[3/2] w-full transition-transform duration-500 group-hover:scale-105"
        />
        <Badge id={priceId} variant="overlay" className="absolute top-4 right-4 text-base">
          {money(experience.price)}
        </Badge>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <h2 className="font-display text-xl leading-snug font-bold text-foreground">
          <Link
            to={paths.experience(experience.slug)}
            aria-describedby={priceId}
            lang={name.lang}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {name.value}
          </Link>
        </h2>
        <p lang={description.lang} className="text-[0.95rem] leading-relaxed text-muted-foreground">
          {previewText(description.value)}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          {duration.value ? (
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-jade-800">
              <Clock className="size-4" aria-hidden="true" />
              <span lang={duration.lang}>{duration.value}</span>
            </p>
          ) : (
            <span />
          )}
          {/* What the stretched link looks like to the eye; to a screen reader the name already is the link. */}
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 text-sm font-bold text-primary group-hover:underline group-hover:underline-offset-4"
          >
            {t('catalog.card.more')}
          </span>
        </div>
      </div>
    </div>
  );
}
