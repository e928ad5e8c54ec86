import { SCHEDULING_WIDGET_HEIGHT_PX } from '@reelsmith/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { useMe } from '../../../features/auth/api/get-me';
import { BookingBenefits } from '../../../features/book-demo/components/booking-benefits';
import { BookingWidget } from '../../../features/book-demo/components/booking-widget';
import { useBookingPageAnalytics } from '../../../features/book-demo/hooks/use-booking-page-analytics';
import { ContactForm } from '../../../features/contact/components/contact-form';
import { useSiteConfig } from '../../../features/site-config/api/get-site-config';

/**
 * Book a demo (/book-demo): title, subtitle, three benefits, the scheduling widget of the
 * configured booking service — or, with none configured, the contact form — and a note under it.
 */
export default function BookDemoPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useBookingPageAnalytics(pathname);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{t('bookDemo.eyebrow')}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('bookDemo.title')}</h1>
        <p className="mt-4 text-lg text-pretty text-muted">{t('bookDemo.subtitle')}</p>
      </header>
      <div className="mt-10">
        <BookingBenefits />
      </div>
      <section aria-labelledby="booking-heading" className="mt-12">
        <Scheduler />
      </section>
    </div>
  );
}

/** The widget when a booking service is configured; the contact form when not (or the setting cannot be read). */
function Scheduler() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const config = useSiteConfig();
  const me = useMe();
  const booking = config.data?.booking ?? null;
  if (config.isPending) {
    return (
      <>
        <h2 id="booking-heading" className="mb-4 text-center text-xl font-semibold sm:text-2xl">
          {t('bookDemo.widget.title')}
        </h2>
        <div role="status" className="grid place-items-center rounded-2xl border border-border bg-surface-strong/40 text-muted" style={{ height: SCHEDULING_WIDGET_HEIGHT_PX }}>
          {t('bookDemo.widget.loading')}
        </div>
        <p className="mt-6 text-center text-sm text-pretty text-muted">{t('bookDemo.footer')}</p>
      </>
    );
  }
  if (booking) {
    return (
      <>
        <h2 id="booking-heading" className="mb-4 text-center text-xl font-semibold sm:text-2xl">
          {t('bookDemo.widget.title')}
        </h2>
        {/* Edge to edge on phones: the widget needs its 320 px even on a 320 px screen. */}
        <div className="-mx-4 sm:mx-0">
          <BookingWidget url={booking.url} scriptUrl={booking.scriptUrl} title={t('bookDemo.widget.frameTitle')} />
        </div>
        <p className="mt-6 text-center text-sm text-pretty text-muted">
          {t('bookDemo.footer')}{' '}
          <Trans i18nKey="bookDemo.write" components={{ sales: <Link to={pathTo('contact')} className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong" /> }} />
        </p>
      </>
    );
  }
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h2 id="booking-heading" className="text-xl font-semibold sm:text-2xl">
        {t('bookDemo.fallback.title')}
      </h2>
      <p className="mt-2 mb-6 text-sm text-pretty text-muted">{t('bookDemo.fallback.text')}</p>
      {me.isPending ? (
        <p role="status" className="text-muted">
          {t('common.loading')}
        </p>
      ) : (
        <ContactForm key={me.data?.email ?? 'visitor'} accountEmail={me.data?.email ?? null} />
      )}
      <p className="mt-6 border-t border-border pt-5 text-sm text-pretty text-muted">{t('bookDemo.footer')}</p>
    </div>
  );
}
