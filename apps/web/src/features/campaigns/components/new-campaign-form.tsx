import { MAX_CAMPAIGN_NAME_LENGTH, type Language, type VideoFormat } from '@reelsmith/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { FormatChoice } from '../../../components/ui/format-choice/format-choice';
import { usePathTo } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { useLanguage } from '../../../lib/i18n';
import { createCampaign } from '../api/create-campaign';
import { campaignQueryKey } from '../api/get-campaign';
import { campaignsQueryKey } from '../api/list-campaigns';
import { checkCustomerFile } from '../utils/customer-file-check';
import { CustomerFilePicker } from './customer-file-picker';
import { InputField } from './form-field';
import { LanguageSelect } from './language-select';

/**
 * /campaigns/new: the customer list (checked here by name and size, then by the server by content),
 * an optional name, the videos' language and format. The draft it makes opens in the editor.
 */
export function NewCampaignForm() {
  const { t } = useTranslation();
  const pageLanguage = useLanguage();
  const pathTo = usePathTo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Language>(pageLanguage);
  const [format, setFormat] = useState<VideoFormat>('9:16');
  const creation = useMutation({
    mutationFn: createCampaign,
    onSuccess: async (draft) => {
      queryClient.setQueryData(campaignQueryKey(draft.id, pageLanguage), draft);
      void queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] });
      await navigate(pathTo('campaign', { id: draft.id }));
    },
  });

  const pick = (picked: File) => {
    const problem = checkCustomerFile(picked);
    creation.reset();
    setFileError(problem ? t(problem.key, problem.params) : null);
    setFile(problem ? null : picked);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(fileError ?? t('campaigns.new.fileRequired'));
      return;
    }
    creation.mutate({ file, name, language, format });
  };

  // The server's word on the file (by its content) is said where the file is; anything else under the form.
  const isFileRefused = creation.error instanceof ApiError && creation.error.code.startsWith('CUSTOMER_FILE_');
  const serverFileError = isFileRefused ? errorMessage(creation.error) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-6 rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">
      <CustomerFilePicker file={file} error={fileError ?? serverFileError} onPick={pick} disabled={creation.isPending} />
      <InputField
        label={t('campaigns.fields.nameOptional')}
        hint={t('campaigns.new.nameHint')}
        value={name}
        maxLength={MAX_CAMPAIGN_NAME_LENGTH}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
      />
      <LanguageSelect value={language} onChange={setLanguage} hint={t('campaigns.new.languageHint')} />
      <FormatChoice legend={t('campaigns.fields.format')} value={format} onChange={setFormat} />
      {creation.isError && !isFileRefused ? <FormAlert>{errorMessage(creation.error)}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{t('campaigns.new.free')}</p>
        <button type="submit" className={buttonClasses('primary')} disabled={creation.isPending} aria-busy={creation.isPending}>
          {creation.isPending ? t('campaigns.new.uploading') : t('campaigns.new.submit')}
        </button>
      </div>
    </form>
  );
}
