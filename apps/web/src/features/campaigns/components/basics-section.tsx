import { MAX_CAMPAIGN_NAME_LENGTH, type CampaignDetails, type Language, type VideoFormat, type VoiceKind } from '@reelsmith/contracts';
import { useTranslation } from 'react-i18next';
import { FormatChoice } from '../../../components/ui/format-choice/format-choice';
import { useCampaignSection } from '../hooks/use-campaign-section';
import { InputField } from './form-field';
import { LanguageSelect } from './language-select';
import { SectionCard } from './section-card';
import { VoiceSelect } from './voice-select';

interface BasicsForm {
  name: string;
  language: Language;
  format: VideoFormat;
  voice: VoiceKind | null;
}

/** The campaign's name, and its videos' language, voice and format. */
export function BasicsSection({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const { draft, save, fieldErrors } = useCampaignSection<BasicsForm>({
    section: 'basics',
    campaign,
    read: (details) => ({ name: details.name, language: details.language, format: details.format, voice: details.voice }),
    toChanges: (form) => {
      const name = form.name.trim();
      if (!name) return { issues: [{ path: ['name'], code: 'too_small' }] };
      return { changes: { name, language: form.language, format: form.format, voice: form.voice } };
    },
    serverPrefix: '',
  });
  const set = (change: Partial<BasicsForm>) => draft.set((current) => ({ ...current, ...change }));
  return (
    <SectionCard id="campaign-basics" title={t('campaigns.basics.title')} description={t('campaigns.basics.description')} save={save}>
      <InputField
        label={t('campaigns.fields.name')}
        value={draft.value.name}
        maxLength={MAX_CAMPAIGN_NAME_LENGTH}
        required
        error={fieldErrors.name}
        onChange={(event) => set({ name: event.target.value })}
        autoComplete="off"
      />
      <LanguageSelect value={draft.value.language} onChange={(language) => set({ language })} hint={t('campaigns.basics.languageHint')} />
      <VoiceSelect value={draft.value.voice} onChange={(voice) => set({ voice })} />
      <FormatChoice legend={t('campaigns.fields.format')} value={draft.value.format} onChange={(format) => set({ format })} />
    </SectionCard>
  );
}
