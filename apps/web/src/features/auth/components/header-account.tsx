import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { useMe } from '../api/get-me';
import { AccountMenu } from './account-menu';
import { CreditsBadge } from './credits-badge';

/** The header's account corner: 'Log in' for visitors; credits and the account menu when signed in. */
export function HeaderAccount() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const me = useMe();
  // Nothing while asking, so neither 'Log in' nor the menu flashes before the answer.
  if (me.isPending) return null;
  if (!me.data) {
    return (
      <Link to={pathTo('login')} className={buttonClasses('ghost', 'max-sm:hidden')}>
        {t('nav.login')}
      </Link>
    );
  }
  return (
    <>
      <CreditsBadge credits={me.data.credits} creditsPath={pathTo('credits')} className="max-sm:hidden" />
      <AccountMenu me={me.data} />
    </>
  );
}
