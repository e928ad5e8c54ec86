import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePathTo } from '../../../config/paths';

/**
 * DESIGN.md: bulk videos come with the Standard and Premium packs; says so and links to the packs.
 * Shown only to an account known to have none (see shouldShowPackNote).
 */
export function PackNote() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <p className="rounded-2xl border border-border bg-brand-soft/60 px-4 py-3 text-sm text-pretty">
      <span aria-hidden="true" className="mr-1.5 text-brand">
        ★
      </span>
      {t('campaigns.packNote.text')}{' '}
      <Link to={pathTo('credits')} className="font-semibold text-brand underline-offset-2 hover:underline">
        {t('campaigns.packNote.link')}
      </Link>
    </p>
  );
}

/**
 * Whether the pack note is for this account: only once /api/me has answered that it has no pack
 * (undefined while it loads, so a pack owner never sees it flash).
 */
export function shouldShowPackNote(me: { has_bulk_pack: boolean } | null | undefined): boolean {
  return me?.has_bulk_pack === false;
}
