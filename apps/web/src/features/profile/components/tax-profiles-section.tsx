import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { TAX_SYSTEMS, type SavedTaxProfile } from '@hv/shared';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ApiRequestError } from '@/lib/api.ts';
import { useSaid } from '@/lib/shared-sentences.ts';
import { useT } from '@/lib/i18n.tsx';
import { toast } from '@/lib/use-toast.ts';
import { useDeleteTaxProfile, useTaxProfiles } from '../api/tax-profiles.ts';

/**
 * `Datos de facturación` (decision 0230): the customers' tax data the traveller kept when asking
 * for a factura, to pick from next time; each can be deleted. The CFDI's words (régimen) stay Spanish.
 */
export function TaxProfilesSection() {
  const { t } = useT('account');
  const headingId = useId();
  const profiles = useTaxProfiles();
  const remove = useDeleteTaxProfile();
  const words = useSaid();

  const onDelete = async (profile: SavedTaxProfile) => {
    try {
      await remove.mutateAsync(profile.id);
      toast({ title: t('profile.taxProfiles.deleted', { name: profile.legalName }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('profile.taxProfiles.deleteFailed'),
        description: error instanceof ApiRequestError ? words.refusal(error) : undefined,
      });
    }
  };

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle id={headingId}>{t('profile.taxProfiles.heading')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {profiles.isPending ? (
          <p className="text-sm text-muted-foreground">{t('profile.taxProfiles.loading')}</p>
        ) : profiles.isError ? (
          <p className="text-sm text-destructive">{t('profile.taxProfiles.loadFailed')}</p>
        ) : profiles.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('profile.taxProfiles.empty')}</p>
        ) : (
          <ul className="grid gap-3">
            {profiles.data.map((profile) => (
              <li
                key={profile.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border p-3 text-sm"
              >
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-semibold break-words" lang="es">
                    {profile.legalName}
                  </p>
                  <p className="text-muted-foreground">
                    {profile.foreign
                      ? t('profile.taxProfiles.foreign', { country: profile.country ?? '', id: profile.foreignTaxId ?? '' })
                      : t('profile.taxProfiles.mexican', { rfc: profile.rfc ?? '', zip: profile.zip ?? '' })}
                  </p>
                  {profile.taxSystem ? (
                    <p className="text-muted-foreground" lang="es">
                      {profile.taxSystem} · {TAX_SYSTEMS[profile.taxSystem][0]}
                    </p>
                  ) : null}
                </div>
                <Button variant="outline" disabled={remove.isPending} onClick={() => void onDelete(profile)}>
                  <Trash2 aria-hidden="true" />
                  {t('profile.taxProfiles.delete')} <span className="sr-only">{profile.legalName}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
