import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';

/** 'Page X of Y' and the way to the pages before and after, for a list a page at a time. */
export function ListPagination({ label, page, pages, summary, onPage }: { label: string; page: number; pages: number; summary: string; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const last = Math.max(1, pages);
  const current = Math.min(Math.max(1, page), last);
  return (
    <nav aria-label={label} className="mt-6 flex flex-col items-center justify-between gap-3 text-sm text-muted sm:flex-row">
      <p>{summary}</p>
      <div className="flex items-center gap-3">
        <button type="button" className={buttonClasses('secondary', 'h-9 px-4')} disabled={current <= 1} onClick={() => onPage(current - 1)}>
          <span aria-hidden="true">←</span> {t('campaigns.pages.previous')}
        </button>
        <p aria-live="polite" className="tabular-nums">
          {t('campaigns.pages.pageOf', { page: current, pages: last })}
        </p>
        <button type="button" className={buttonClasses('secondary', 'h-9 px-4')} disabled={current >= last} onClick={() => onPage(current + 1)}>
          {t('campaigns.pages.next')} <span aria-hidden="true">→</span>
        </button>
      </div>
    </nav>
  );
}
