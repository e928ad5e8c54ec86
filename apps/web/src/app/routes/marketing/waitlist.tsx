import { WAITLIST_DISCOUNT_PLACES } from '@reelsmith/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePathTo } from '../../../config/paths';
import { WaitlistForm } from '../../../features/waitlist/components/waitlist-form';
import { WaitlistThanks } from '../../../features/waitlist/components/waitlist-thanks';

const PERKS = ['early', 'discount', 'voice'] as const;

/** Waitlist (/waitlist): what early access brings, the first-100 promise, the form, then the thank-you card. */
export default function WaitlistPage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const [joined, setJoined] = useState<{ email: string; message: string } | null>(null);
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_1.05fr]">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('waitlist.eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('pages.waitlist.title')}</h1>
        <p className="mt-4 text-lg text-pretty text-muted">{t('waitlist.intro')}</p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-soft px-4 py-2 text-sm font-semibold">
          <span aria-hidden="true" className="text-brand">
            ★
          </span>
          {t('waitlist.promise', { places: WAITLIST_DISCOUNT_PLACES })}
        </p>
        <ul className="mt-8 space-y-4">
          {PERKS.map((perk) => (
            <li key={perk} className="flex gap-3">
              <span aria-hidden="true" className="mt-1 grid size-6 shrink-0 place-items-center rounded-full bg-brand-soft text-xs font-bold text-brand">
                ✓
              </span>
              <span>
                <span className="block font-semibold">{t(`waitlist.perks.${perk}.title`)}</span>
                <span className="mt-1 block text-sm text-muted">{t(`waitlist.perks.${perk}.text`, { places: WAITLIST_DISCOUNT_PLACES })}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="self-start rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        {joined ? <WaitlistThanks email={joined.email} message={joined.message} homePath={pathTo('home')} /> : <WaitlistForm onJoined={setJoined} />}
      </div>
    </div>
  );
}
