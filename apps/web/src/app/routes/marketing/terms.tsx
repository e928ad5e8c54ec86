import { TERMS_UPDATED_ON } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { usePathTo } from '../../../config/paths';
import { LegalDocument } from '../../../features/legal/components/legal-document';

/** Terms of use (/terms), dated 28 January 2025 (spec §2, §9). */
export default function TermsPage() {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  return <LegalDocument kind="terms" title={t('pages.terms.title')} updatedOn={TERMS_UPDATED_ON} homePath={pathTo('home')} />;
}
