import { AlarmClock, CalendarRange, Clock, Languages, MapPin, Users } from 'lucide-react';
import type { Experience } from '@hv/shared';
import { Card } from '@/components/ui/card.tsx';
import { BookNowLink, CancellationPolicyNote } from '@/features/booking';
import { formatTime, seasonsText } from '@hv/shared';
import { Message, useT } from '@/lib/i18n.tsx';
import { DetailFact } from './detail-fact.tsx';

/**
 * The side card of docs/product.md §2.6: price per person in MXN, its season, duration, the guide's languages,
 * 'hasta N personas', when and where to be (§6.10), 'Reservar Ahora'.
 */
export function ExperienceFactsCard({ experience }: { experience: Experience }) {
  const { t, locale, money, content, duration: inWords, time: clock } = useT();
  // Staff's words: the meeting point may have an English version; the duration is written in the page's words.
  const duration = inWords(experience);
  const meetingPoint = content(experience.meeting_point ?? '', experience.meeting_point_en);

  return (
    <Card className="p-6 sm:p-7">
      <h2 className="text-sm font-bold tracking-widest text-jade-700 uppercase">{t('catalog.experience.detailsTitle')}</h2>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-4xl font-bold text-terracotta-800">{money(experience.price)}</span>
        <span className="text-sm font-semibold text-muted-foreground">{t('catalog.price.perPerson')}</span>
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{t('catalog.price.taxes')}</p>
      {/* When in the year it runs; nothing when it runs all year (docs/decisions/0208-experience-seasons-and-weekdays.md). */}
      {experience.seasons.length ? (
        <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-jade-800">
          <CalendarRange className="size-4 shrink-0" aria-hidden="true" />
          {t('catalog.experience.season', { season: seasonsText(experience.seasons, locale) })}
        </p>
      ) : null}

      <dl className="mt-6 grid gap-5 border-t border-border pt-6">
        {duration.value ? (
          <DetailFact icon={<Clock />} label={t('catalog.facts.duration')}>
            <span lang={duration.lang}>{duration.value}</span>
          </DetailFact>
        ) : null}
        {experience.guide_languages.length ? (
          <DetailFact icon={<Languages />} label={t('catalog.facts.guideLanguages')}>
            {experience.guide_languages.map((code) => t(`catalog.language.${code}`)).join(', ')}
          </DetailFact>
        ) : null}
        {experience.max_capacity ? (
          <DetailFact icon={<Users />} label={t('catalog.facts.capacity')}>
            {t('catalog.facts.upToPeople', { count: experience.max_capacity })}
          </DetailFact>
        ) : null}
        {experience.start_times.length ? (
          <DetailFact icon={<AlarmClock />} label={t('catalog.experience.startTimes', { count: experience.start_times.length })}>
            {experience.start_times.map((time, i) => (
              <span key={time}>
                {i > 0 ? ' · ' : null}
                <time dateTime={formatTime(time)}>{clock(time)}</time>
              </span>
            ))}
          </DetailFact>
        ) : null}
        {meetingPoint.value ? (
          <DetailFact icon={<MapPin />} label={t('catalog.experience.meetingPoint')}>
            <span lang={meetingPoint.lang}>{meetingPoint.value}</span>
            {experience.meeting_point_url ? (
              <a
                href={experience.meeting_point_url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 block text-base font-semibold text-jade-800 underline underline-offset-4"
              >
                <Message id="catalog.experience.viewOnMap" components={{ 0: <span className="sr-only" /> }} />
              </a>
            ) : null}
          </DetailFact>
        ) : null}
      </dl>

      <BookNowLink className="mt-7 w-full" />
      <CancellationPolicyNote hours={experience.free_cancellation_hours} className="mt-4" />
    </Card>
  );
}
