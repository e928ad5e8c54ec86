import type { WatchVideo } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { ctaHost } from '../utils/cta-link';

/** The business's call to action under a campaign video: its own label, to its own address, in this tab. */
export function BusinessCta({ cta }: { cta: NonNullable<WatchVideo['cta']> }) {
  const { t } = useTranslation();
  const host = ctaHost(cta.url);
  if (!host) return null;
  return (
    <aside aria-label={t('watch.businessCta.label')} className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <a href={cta.url} rel="noopener" className={buttonClasses('primary', 'w-full text-base')}>
        {cta.label}
      </a>
      <p className="mt-3 text-center text-xs text-muted">{t('watch.businessCta.opens', { host })}</p>
    </aside>
  );
}
