import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { cameFromInsideApp } from '../utils/back-target';

/** Back to the page the visitor came from inside the app (history back), else to the home page. */
export function BackButton({ homePath }: { homePath: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => void (cameFromInsideApp(location) ? navigate(-1) : navigate(homePath))}
      className={buttonClasses('ghost', '-ml-3 h-9 px-3 text-muted hover:text-fg')}
    >
      <span aria-hidden="true">←</span>
      {t('legal.back')}
    </button>
  );
}
