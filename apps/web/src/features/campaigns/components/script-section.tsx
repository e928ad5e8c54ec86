import { DEFAULT_CAMPAIGN_TEMPLATES, campaignTemplateSchema, requiredTemplateVariables, type CampaignDetails } from '@reelsmith/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { useCampaignSection } from '../hooks/use-campaign-section';
import { mappedVariables } from '../utils/column-mapping';
import { MAX_SCENES, addScene, moveScene, removeScene, rowValues, scriptText, withScene, withScriptText, type ScriptTextPath } from '../utils/script-form';
import { scriptForm, templateOf, type ScriptForm } from '../utils/section-values';
import { insertVariable } from '../utils/template-text';
import { InputField } from './form-field';
import { RequiredVariables } from './required-variables';
import { SceneFields } from './scene-fields';
import { SectionCard } from './section-card';
import { TemplateStarter } from './template-starter';
import { VariableChips } from './variable-chips';

/** The script: scenes with {{variables}} and fallbacks, the end card's headline and link, and the variables it needs. */
export function ScriptSection({ campaign }: { campaign: CampaignDetails }) {
  const { t } = useTranslation();
  const { draft, save, fieldErrors } = useCampaignSection<ScriptForm>({
    section: 'script',
    campaign,
    read: (details) => scriptForm(details.template),
    toChanges: (form) => {
      const checked = campaignTemplateSchema.safeParse(templateOf(form, campaign.language));
      return checked.success ? { changes: { template: checked.data } } : { issues: checked.error.issues };
    },
    serverPrefix: 'template',
  });
  const form = draft.value;
  const focused = useRef<{ path: ScriptTextPath; element: HTMLInputElement | HTMLTextAreaElement } | null>(null);
  const variables = mappedVariables(campaign.mapping);
  const required = requiredTemplateVariables(templateOf(form, campaign.language));
  const firstRow = campaign.sample_rows[0];
  // Row numbers as a spreadsheet shows them: the header, when there is one, is row 1.
  const sample = firstRow ? { row: campaign.source_file.has_header ? 2 : 1, values: rowValues(firstRow, campaign.mapping) } : null;

  const insert = (name: string) => {
    const target = focused.current?.element.isConnected ? focused.current : null;
    const path = target?.path ?? 'scenes.0.narration';
    const text = scriptText(form, path);
    const result = insertVariable({ text, selectionStart: target?.element.selectionStart ?? text.length, selectionEnd: target?.element.selectionEnd ?? text.length, name });
    draft.set((current) => withScriptText(current, path, result.text));
    if (target) {
      // After React has written the new text, the cursor goes back just past the variable.
      requestAnimationFrame(() => {
        target.element.focus();
        target.element.setSelectionRange(result.cursor, result.cursor);
      });
    }
  };
  const onFocusField = (path: ScriptTextPath, element: HTMLInputElement | HTMLTextAreaElement) => {
    focused.current = { path, element };
  };

  return (
    <SectionCard id="campaign-script" title={t('campaigns.script.sectionTitle')} description={t('campaigns.script.description')} save={save}>
      <TemplateStarter onChoose={(name) => draft.set(scriptForm(DEFAULT_CAMPAIGN_TEMPLATES[campaign.language][name]))} />
      <div className="space-y-3 rounded-2xl bg-surface-strong/60 p-4">
        <VariableChips variables={variables} onInsert={insert} />
        <p className="text-xs text-pretty text-muted">{t('campaigns.script.variablesHelp')}</p>
        <p className="text-xs text-pretty text-muted">
          {t('campaigns.script.fallbackHelp')} <code className="rounded bg-surface px-1.5 py-0.5 font-mono text-fg">{t('campaigns.script.fallbackExample')}</code>
        </p>
      </div>
      <RequiredVariables required={required} mapped={new Set(variables)} />
      <ol className="space-y-4" aria-label={t('campaigns.script.scenesLabel')}>
        {form.scenes.map((scene, index) => (
          <SceneFields
            key={index}
            scene={scene}
            index={index}
            count={form.scenes.length}
            errors={fieldErrors}
            sample={sample}
            onChange={(change) => draft.set((current) => withScene(current, index, change))}
            onMove={(by) => draft.set((current) => moveScene(current, index, by))}
            onRemove={() => draft.set((current) => removeScene(current, index))}
            onFocusField={onFocusField}
          />
        ))}
      </ol>
      <button type="button" className={buttonClasses('secondary')} disabled={form.scenes.length >= MAX_SCENES} onClick={() => draft.set(addScene)}>
        <span aria-hidden="true">+</span> {t('campaigns.script.addScene')}
      </button>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('campaigns.script.headline')}
          hint={t('campaigns.script.headlineHint')}
          value={form.headline}
          maxLength={160}
          error={fieldErrors.headline}
          onChange={(event) => draft.set((current) => ({ ...current, headline: event.target.value }))}
          onFocus={(event) => onFocusField('headline', event.currentTarget)}
        />
        <InputField
          label={t('campaigns.script.link')}
          hint={t('campaigns.script.linkHint')}
          value={form.link}
          maxLength={2_000}
          error={fieldErrors.link}
          onChange={(event) => draft.set((current) => ({ ...current, link: event.target.value }))}
          onFocus={(event) => onFocusField('link', event.currentTarget)}
        />
      </div>
    </SectionCard>
  );
}
