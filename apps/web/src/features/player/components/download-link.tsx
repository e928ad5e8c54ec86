import { useTranslation } from 'react-i18next';
import { buttonClasses, type ButtonVariant } from '../../../components/ui/button/button-classes';

/** Saves the MP4 (the file route's download variant names it after the video). */
export function DownloadLink({ videoUrl, variant = 'primary' }: { videoUrl: string; variant?: ButtonVariant }) {
  const { t } = useTranslation();
  const href = `${videoUrl}${videoUrl.includes('?') ? '&' : '?'}download=1`;
  return (
    <a href={href} download className={buttonClasses(variant)}>
      <span aria-hidden="true">↓</span> {t('player.download')}
    </a>
  );
}
