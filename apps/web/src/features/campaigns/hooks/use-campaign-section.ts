import type { CampaignDetails, UpdateCampaignRequest } from '@reelsmith/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateCampaign } from '../api/update-campaign';
import { issuesByField, serverFieldErrors, type CheckIssue, type FieldErrors } from '../utils/field-errors';
import { useReportUnsaved } from './unsaved-sections';
import { useSectionDraft, type SectionDraft } from './use-section-draft';

/** What a section's Save button needs to know. */
export interface SaveState {
  onSave: () => void;
  isDirty: boolean;
  isSaving: boolean;
  /** The failed save, if the last one failed. */
  error: unknown;
  /** Checks in the browser found fields to correct. */
  hasFieldErrors?: boolean;
}

/** What a section makes of its form on Save: the changes to send, or the checks that failed. */
export type SectionChanges = { changes: UpdateCampaignRequest } | { issues: readonly CheckIssue[] };

/**
 * A section of the draft editor: its form (kept until saved, see useSectionDraft), its Save
 * (PATCH of the section's part only) and what is wrong with its fields, from the browser's checks
 * or from the server (whose messages come under `serverPrefix`, e.g. 'template').
 */
export function useCampaignSection<T>(options: {
  section: string;
  campaign: CampaignDetails;
  read: (campaign: CampaignDetails) => T;
  toChanges: (value: T) => SectionChanges;
  serverPrefix: string;
}): { draft: SectionDraft<T>; save: SaveState; fieldErrors: FieldErrors } {
  const { t } = useTranslation();
  const { section, campaign, read, toChanges, serverPrefix } = options;
  const draft = useSectionDraft(read(campaign));
  useReportUnsaved(section, draft.isDirty);
  const update = useUpdateCampaign(campaign.id);
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});

  const onSave = () => {
    const result = toChanges(draft.value);
    if ('issues' in result) {
      const byField = issuesByField(result.issues);
      setCheckErrors(Object.fromEntries(Object.entries(byField).map(([field, message]) => [field, t(message.key, message.params)])));
      return;
    }
    setCheckErrors({});
    const sent = draft.value;
    update.mutate(result.changes, { onSuccess: (details) => draft.settle(sent, read(details)) });
  };

  const hasCheckErrors = Object.keys(checkErrors).length > 0;
  return {
    draft,
    fieldErrors: hasCheckErrors ? checkErrors : serverFieldErrors(update.error, serverPrefix),
    save: { onSave, isDirty: draft.isDirty, isSaving: update.isPending, error: update.isError ? update.error : null, hasFieldErrors: hasCheckErrors },
  };
}
