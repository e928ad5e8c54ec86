import type { PageRouteName } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/ui/page-intro/page-intro';
import { useCurrentPage } from '../page-handle';

/** A page whose screen is not built yet: its title and what it is for, in the page's language. */
export default function PageOutline() {
  const { t } = useTranslation();
  const page = useCurrentPage() as PageRouteName;
  return <PageIntro title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} />;
}
