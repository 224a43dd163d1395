import { Link } from 'react-router';
import { ArrowRight, Bus, Compass, MapPinned, MessageCircle, UsersRound } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { useT, type MessageId } from '@/lib/i18n.tsx';
import { scrollToSection } from '@/lib/scroll-to-section.ts';
import { SearchBox } from '@/features/search';
import { HeroIllustration } from './hero-illustration.tsx';

const HIGHLIGHTS: { text: MessageId; Icon: typeof MapPinned }[] = [
  { text: 'landing.hero.localGuides', Icon: MapPinned },
  { text: 'landing.hero.smallGroups', Icon: UsersRound },
  { text: 'landing.hero.whatsappSupport', Icon: MessageCircle },
];

/**
 * `inicio` (docs/product.md §2.3): heading, a search box, a button to every experience and one down to the
 * transport section.
 */
export function HeroSection() {
  const { t, paths } = useT();
  return (
    <section id="inicio" aria-labelledby="inicio-titulo" className="scroll-mt-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:px-8 lg:pt-16 lg:pb-12">
        <div className="flex flex-col items-start gap-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/85 px-4 py-1.5 text-xs font-semibold text-jade-800 shadow-sm sm:text-sm">
            <Compass className="size-4" aria-hidden="true" />
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="inicio-titulo"
            className="font-display text-4xl leading-[1.08] font-bold tracking-tight text-terracotta-950 sm:text-5xl lg:text-6xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-muted-foreground sm:text-xl">{t('landing.hero.text')}</p>
          {/* Issue 30: on a phone the header's box is inside the menu; the landing offers one at sight, at every width. */}
          <SearchBox variant="hero" className="w-full max-w-xl" />
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to={paths.experiences} className={buttonVariants({ size: 'lg' })}>
              {t('landing.hero.allExperiences')}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Button variant="outline" size="lg" onClick={() => scrollToSection('renta-transporte')}>
              <Bus aria-hidden="true" />
              {t('landing.hero.rentTransport')}
            </Button>
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 pt-2 text-sm font-semibold text-terracotta-900">
            {HIGHLIGHTS.map(({ text, Icon }) => (
              <li key={text} className="inline-flex items-center gap-2">
                <Icon className="size-4 text-jade-700" aria-hidden="true" />
                {t(text)}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-xl">
          <div aria-hidden="true" className="absolute -inset-2 -z-10 rotate-2 rounded-[3rem] bg-marigold-200/70 sm:-inset-3" />
          <HeroIllustration className="h-auto w-full drop-shadow-xl" />
        </div>
      </div>
    </section>
  );
}
