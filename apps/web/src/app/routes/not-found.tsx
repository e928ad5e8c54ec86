import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button/button-classes';
import { PageIntro } from '../../components/ui/page-intro/page-intro';
import { usePathTo } from '../../config/paths';

/** Any path that is no page of the product. The server answered 404 and logged it; so does the browser. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`Page not found: ${pathname}`);
  }, [pathname]);
  return (
    <PageIntro title={t('notFound.title')} description={t('notFound.text')}>
      <Link to={pathTo('home')} className={buttonClasses('primary')}>
        {t('notFound.backHome')}
      </Link>
    </PageIntro>
  );
}
