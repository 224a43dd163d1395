import { useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Profile, Role } from '@hv/shared';
import { LoadingState } from '@/components/loading-state.tsx';
import { MyBookings } from '@/features/booking';
import type { AuthUser } from '@/lib/auth-client.ts';
import { useT } from '@/lib/i18n.tsx';
import { useAuth } from '@/lib/use-auth.ts';
import { useDocumentTitle, withBrand } from '@/lib/use-document-title.ts';
import { useProfile } from '../api/get-profile.ts';
import { ProfileDetails } from './profile-details.tsx';
import { TaxProfilesSection } from './tax-profiles-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** docs/product.md §3.5: a failed profile fetch is only logged; the page falls back to what the session knows. */
function profileFromSession(user: AuthUser): Profile {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName ?? null,
    phone: user.phone ?? null,
    country: user.country ?? null,
    city: user.city ?? null,
    avatar_url: user.avatarUrl ?? null,
    role: (user.role as Role | null | undefined) ?? null,
    seeds: user.seeds ?? 0,
    updated_at: new Date(user.updatedAt).toISOString(),
    two_factor_enabled: Boolean(user.twoFactorEnabled),
  };
}

/** /perfil (docs/product.md §3.5), behind the signed-in guard. */
export function ProfilePage() {
  const { t } = useT('account');
  useDocumentTitle(withBrand(t('profile.page.title')));
  const { user } = useAuth();
  if (!user) return null;
  return <SignedInProfile user={user} />;
}

function SignedInProfile({ user }: { user: AuthUser }) {
  const { data, isPending, error } = useProfile(user.id);
  const { t, paths } = useT('account');
  useEffect(() => {
    if (error) console.error('No se pudo cargar el perfil', error);
  }, [error]);

  if (isPending) return <LoadingState message={t('profile.page.loading')} />;
  const profile = data ?? profileFromSession(user);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold sm:text-4xl">{t('profile.page.title')}</h1>
        <Link
          to={paths.home}
          className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('profile.page.backHome')}
        </Link>
      </div>
      <ProfileDetails profile={profile} />
      <MyBookings userId={user.id} emailVerified={user.emailVerified} />
      <TaxProfilesSection />
      <TwoFactorSection enabled={Boolean(user.twoFactorEnabled)} />
    </div>
  );
}
