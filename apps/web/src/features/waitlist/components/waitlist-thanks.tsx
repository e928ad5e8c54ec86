import { WAITLIST_DISCOUNT_PLACES } from '@reelsmith/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';

/** The thank-you card after joining (spec §2): the server's success sentence and Back to Homepage. */
export function WaitlistThanks({ email, message, homePath }: { email: string; message: string; homePath: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the keyboard was in is gone: reading goes on from the card.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center">
      <div aria-hidden="true" className="mx-auto grid size-14 place-items-center rounded-full bg-brand-soft text-2xl font-bold text-brand">
        ✓
      </div>
      <h2 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight focus:outline-none">
        {t('waitlist.thanks.title')}
      </h2>
      <p role="status" className="mt-2 font-medium text-brand">
        {message}
      </p>
      <p className="mt-4 text-pretty text-muted [overflow-wrap:anywhere]">{t('waitlist.thanks.text', { email, places: WAITLIST_DISCOUNT_PLACES })}</p>
      <Link to={homePath} className={buttonClasses('primary', 'mt-8 w-full sm:w-auto')}>
        {t('waitlist.thanks.home')}
      </Link>
    </div>
  );
}
