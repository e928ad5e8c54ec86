import { PRIVACY_UPDATED_ON } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { usePathTo } from '../../../config/paths';
import { LegalDocument } from '../../../features/legal/components/legal-document';

/** Privacy policy (/privacy), dated 10 October 2025 (spec §2, §9). */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return <LegalDocument kind="privacy" title={t('pages.privacy.title')} updatedOn={PRIVACY_UPDATED_ON} homePath={pathTo('home')} />;
}
