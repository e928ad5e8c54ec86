import { useTranslation } from 'react-i18next';

/** A seller's story, labelled for what it is: an illustration, not a real customer's quote. */
export function SellerTestimonial() {
  const { t } = useTranslation();
  const name = t('ecommerce.testimonial.name');
  return (
    <section aria-labelledby="testimonial-title" className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-20">
      <figure className="relative rounded-[2rem] border border-border bg-surface px-6 py-10 text-center shadow-sm sm:px-12">
        <h2 id="testimonial-title" className="inline-block rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold tracking-wide text-brand uppercase">
          {t('ecommerce.testimonial.label')}
        </h2>
        <blockquote className="mt-6 text-xl font-medium text-balance sm:text-2xl">
          <p>“{t('ecommerce.testimonial.quote')}”</p>
        </blockquote>
        <figcaption className="mt-8 flex items-center justify-center gap-3 text-left">
          <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-brand text-lg font-bold text-white dark:text-bg">
            {name.charAt(0)}
          </span>
          <span>
            <span className="block font-semibold">{name}</span>
            <span className="block text-sm text-muted">{t('ecommerce.testimonial.role')}</span>
          </span>
        </figcaption>
        <p className="mt-6 text-xs text-pretty text-muted">{t('ecommerce.testimonial.disclaimer')}</p>
      </figure>
    </section>
  );
}
