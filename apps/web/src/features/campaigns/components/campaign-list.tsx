import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { CAMPAIGNS_PAGE_SIZE, useCampaigns } from '../api/list-campaigns';
import { pageCount, parsePageParam } from '../utils/format';
import { CampaignRow } from './campaign-row';
import { ListPagination } from './list-pagination';
import { PackNote } from './pack-note';

/** /campaigns: the user's campaigns a page at a time (the page lives in the address), and a way to start one. */
export function CampaignList({ shouldShowPackNote }: { shouldShowPackNote: boolean }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const list = useCampaigns(page);
  const campaigns = list.data?.campaigns ?? [];
  const total = list.data?.total ?? 0;
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  let content;
  if (list.isPending) {
    content = (
      <p role="status" className="py-16 text-center text-muted">
        {t('common.loading')}
      </p>
    );
  } else if (list.isError && !list.data) {
    content = (
      <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-6 text-center text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
        <p className="font-semibold">{t('campaigns.list.loadError')}</p>
        <button type="button" className={buttonClasses('secondary', 'mt-4')} onClick={() => void list.refetch()}>
          {t('campaigns.tryAgain')}
        </button>
      </div>
    );
  } else if (total === 0) {
    content = <EmptyCampaigns />;
  } else {
    content = (
      <>
        <ul aria-label={t('pages.campaigns.title')} aria-busy={list.isFetching} className="flex flex-col gap-3">
          {campaigns.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} />
          ))}
        </ul>
        <ListPagination
          label={t('campaigns.list.pagination')}
          page={page}
          pages={pageCount(total, CAMPAIGNS_PAGE_SIZE)}
          summary={t('campaigns.list.showing', { shown: campaigns.length, count: total })}
          onPage={goTo}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pages.campaigns.title')}</h1>
          <p className="mt-2 text-muted">{t('pages.campaigns.description')}</p>
        </div>
        <Link to={pathTo('campaignNew')} className={buttonClasses('primary', 'shrink-0')}>
          <span aria-hidden="true">+</span> {t('campaigns.list.new')}
        </Link>
      </div>
      {shouldShowPackNote ? (
        <div className="mt-6">
          <PackNote />
        </div>
      ) : null}
      <div className="mt-6">{content}</div>
    </div>
  );
}

function EmptyCampaigns() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return (
    <div className="grid place-items-center rounded-2xl border border-dashed border-border px-6 py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12 text-brand" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="3" y="4" width="18" height="14" rx="2" />
        <path d="M3 8h18M8 12h8M8 15h5" />
      </svg>
      <h2 className="mt-4 text-xl font-semibold">{t('campaigns.list.emptyTitle')}</h2>
      <p className="mt-2 max-w-md text-pretty text-muted">{t('campaigns.list.emptyText')}</p>
      <Link to={pathTo('campaignNew')} className={buttonClasses('primary', 'mt-6')}>
        {t('campaigns.list.new')}
      </Link>
    </div>
  );
}
