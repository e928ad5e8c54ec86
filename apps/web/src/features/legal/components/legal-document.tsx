import type { MouseEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { formatLegalDate } from '../utils/legal-date';
import { SUPPORT_EMAIL } from '../utils/support-email';
import { BackButton } from './back-button';

/** One section of a legal text as the catalogs hold it: a title, paragraphs, and sometimes a list. */
interface LegalSection {
  title: string;
  paragraphs: string[];
  items?: string[];
}

const LINK_CLASSES = 'font-medium text-brand underline underline-offset-2 hover:text-brand-strong';

function isSection(value: unknown): value is LegalSection {
  return typeof value === 'object' && value !== null && typeof (value as LegalSection).title === 'string' && Array.isArray((value as LegalSection).paragraphs);
}

/**
 * Terms or privacy policy (spec §2): the title, the date of the version, the sections of the
 * catalog (`legal.<kind>.sections`, in their order) with a contents list, the support address as a
 * link wherever the text says <email>, and the back button.
 */
export function LegalDocument({ kind, title, updatedOn, homePath }: { kind: 'terms' | 'privacy'; title: string; updatedOn: string; homePath: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const catalog: unknown = t(`legal.${kind}.sections`, { returnObjects: true });
  const sections = Object.entries(typeof catalog === 'object' && catalog !== null ? catalog : {}).filter((entry): entry is [string, LegalSection] => isSection(entry[1]));
  const anchor = (id: string) => `${kind}-${id}`;
  // Scrolls without a history entry: a #fragment entry would make Back step through the headings.
  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(anchor(id));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };
  const email = <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK_CLASSES} />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <BackButton homePath={homePath} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm text-muted">
          <Trans i18nKey="legal.updated" values={{ date: formatLegalDate(updatedOn, language) }} components={{ time: <time dateTime={updatedOn} className="font-medium text-fg" /> }} />
        </p>
        <p className="mt-6 text-lg text-pretty text-muted">{t(`legal.${kind}.intro`)}</p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label={t('legal.contents')} className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t('legal.contents')}</p>
            <ol className="mt-3 space-y-1 border-l border-border text-sm">
              {sections.map(([id, section]) => (
                <li key={id}>
                  <a href={`#${anchor(id)}`} onClick={(event) => jumpTo(event, id)} className="-ml-px block border-l border-transparent py-1 pl-4 text-muted hover:border-brand hover:text-fg">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="max-w-3xl min-w-0">
          {sections.map(([id, section], index) => (
            <section key={id} aria-labelledby={anchor(id)} className={index === 0 ? '' : 'mt-10 border-t border-border pt-10'}>
              <h2 id={anchor(id)} tabIndex={-1} className="scroll-mt-24 text-xl font-semibold tracking-tight focus:outline-none sm:text-2xl">
                {section.title}
              </h2>
              {section.paragraphs.map((_, paragraph) => (
                <p key={paragraph} className="mt-4 leading-7 text-pretty">
                  <Trans i18nKey={`legal.${kind}.sections.${id}.paragraphs.${paragraph}`} values={{ email: SUPPORT_EMAIL }} components={{ email }} />
                </p>
              ))}
              {section.items ? (
                <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 marker:text-muted">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
