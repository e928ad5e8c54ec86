import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { usePathTo } from '../../../config/paths';
import { useMe } from '../api/get-me';

/**
 * Shows its children to a signed-in user; sends anyone else to the login page, which brings them
 * back here (?next=) after signing in (DESIGN.md).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const location = useLocation();
  const pathTo = usePathTo();
  if (me.isPending) return <p role="status">{t('common.loading')}</p>;
  if (me.data === null || me.isError) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate replace to={`${pathTo('login')}?next=${encodeURIComponent(next)}`} />;
  }
  return <>{children}</>;
}
