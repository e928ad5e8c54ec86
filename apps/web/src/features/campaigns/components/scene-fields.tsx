import { CAMPAIGN_SCENE_KINDS } from '@reelsmith/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../utils/field-errors';
import type { ScriptTextPath } from '../utils/script-form';
import type { SceneForm } from '../utils/section-values';
import { fillTemplateText } from '../utils/template-text';
import { SELECT_CLASSES } from './field-styles';
import { InputField, TextAreaField } from './form-field';

/** Where the cursor was last, so a variable chip knows where to go. */
export type FocusField = (path: ScriptTextPath, element: HTMLInputElement | HTMLTextAreaElement) => void;

const ICON_BUTTON =
  'grid size-9 place-items-center rounded-full border border-border bg-surface text-sm hover:bg-surface-strong focus-visible:outline-2 focus-visible:outline-brand disabled:pointer-events-none disabled:opacity-40';

/** One scene of the script: its kind, on-screen title and subtitle, narration, and how a sample row reads it. */
export function SceneFields(props: {
  scene: SceneForm;
  index: number;
  count: number;
  errors: FieldErrors;
  sample: { row: number; values: Record<string, string> } | null;
  onChange: (change: Partial<SceneForm>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onFocusField: FocusField;
}) {
  const { scene, index, count, errors, sample, onChange, onMove, onRemove, onFocusField } = props;
  const { t } = useTranslation();
  const kindId = useId();
  const number = index + 1;
  const path = (field: 'title' | 'subtitle' | 'narration') => `scenes.${index}.${field}` as const;
  const focus = (field: 'title' | 'subtitle' | 'narration') => (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => onFocusField(path(field), event.currentTarget);
  const filledTitle = sample ? fillTemplateText(scene.title, sample.values) : null;
  const filledNarration = sample ? fillTemplateText(scene.narration, sample.values) : null;
  return (
    <li className="rounded-2xl border border-border p-4 sm:p-5">
      <fieldset className="space-y-4">
        <legend className="sr-only">{t('campaigns.script.scene', { number })}</legend>
        <div className="flex flex-wrap items-end gap-3">
          <p aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-brand-soft font-semibold text-brand">
            {number}
          </p>
          <div className="flex min-w-40 flex-1 flex-col gap-1.5">
            <label htmlFor={kindId} className="text-sm font-medium">
              {t('campaigns.script.kind')}
            </label>
            <select id={kindId} value={scene.kind} onChange={(event) => onChange({ kind: event.target.value as SceneForm['kind'] })} className={`${SELECT_CLASSES} h-9`}>
              {CAMPAIGN_SCENE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`campaigns.script.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-1.5">
            <button type="button" className={ICON_BUTTON} disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('campaigns.script.moveUp', { number })}>
              <span aria-hidden="true">↑</span>
            </button>
            <button type="button" className={ICON_BUTTON} disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t('campaigns.script.moveDown', { number })}>
              <span aria-hidden="true">↓</span>
            </button>
            <button type="button" className={ICON_BUTTON} disabled={count <= 1} onClick={onRemove} aria-label={t('campaigns.script.remove', { number })}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
        </div>
        <InputField
          label={t('campaigns.script.title', { number })}
          value={scene.title}
          maxLength={300}
          error={errors[path('title')]}
          onChange={(event) => onChange({ title: event.target.value })}
          onFocus={focus('title')}
        />
        <InputField
          label={t('campaigns.script.subtitle', { number })}
          value={scene.subtitle}
          maxLength={300}
          error={errors[path('subtitle')]}
          onChange={(event) => onChange({ subtitle: event.target.value })}
          onFocus={focus('subtitle')}
        />
        <TextAreaField
          label={t('campaigns.script.narration', { number })}
          value={scene.narration}
          maxLength={1_000}
          rows={3}
          error={errors[path('narration')]}
          onChange={(event) => onChange({ narration: event.target.value })}
          onFocus={focus('narration')}
        />
        {sample ? (
          <p className="rounded-xl bg-surface-strong px-3 py-2 text-xs text-muted">
            <span className="font-semibold text-fg">{t('campaigns.script.sample', { row: sample.row })}</span>{' '}
            {filledTitle === null || filledNarration === null ? t('campaigns.script.sampleMissing') : `${filledTitle} — ${filledNarration}`}
          </p>
        ) : null}
      </fieldset>
    </li>
  );
}
