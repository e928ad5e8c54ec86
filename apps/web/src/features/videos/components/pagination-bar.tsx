import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import type { PageSummary } from '../utils/pagination';

/** 'Showing N of M videos', 'Page X of Y', and the way to the pages before and after. */
export function PaginationBar({ summary, onPage }: { summary: PageSummary; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('videos.pagination')} className="mt-6 flex flex-col items-center justify-between gap-3 text-sm text-muted sm:flex-row">
      <p>{t('videos.showing', { shown: summary.shown, count: summary.total })}</p>
      <div className="flex items-center gap-3">
        <button type="button" className={buttonClasses('secondary', 'h-9 px-4')} disabled={!summary.hasPrevious} onClick={() => onPage(summary.page - 1)}>
          <span aria-hidden="true">←</span> {t('videos.previous')}
        </button>
        <p aria-live="polite" className="tabular-nums">
          {t('videos.pageOf', { page: summary.page, pages: summary.pages })}
        </p>
        <button type="button" className={buttonClasses('secondary', 'h-9 px-4')} disabled={!summary.hasNext} onClick={() => onPage(summary.page + 1)}>
          {t('videos.next')} <span aria-hidden="true">→</span>
        </button>
      </div>
    </nav>
  );
}
