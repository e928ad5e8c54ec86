import { MAX_ACTIVE_API_KEYS, MAX_API_KEY_NAME_LENGTH, type CreatedApiKey } from '@reelsmith/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { INPUT_CLASSES } from '../../../components/ui/text-field/text-field';
import { useErrorMessage } from '../../../lib/error-message';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/list-api-keys';
import { ApiKeyList } from './api-key-list';
import { CreatedKeyNotice } from './created-key-notice';

/** Settings: create API keys for integrations (each shown once), see the active ones, revoke them. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const count = keys.data?.length ?? 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') {
      setProblem(t('settings.apiKeys.nameRequired'));
      document.getElementById('api-key-name')?.focus();
      return;
    }
    setProblem(null);
    create.mutate(
      { name },
      {
        onSuccess: (key) => {
          setCreated(key);
          setName('');
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      {created ? <CreatedKeyNotice created={created} onDone={() => setCreated(null)} /> : null}
      <form noValidate onSubmit={onSubmit} aria-label={t('settings.apiKeys.createLabel')} className="flex flex-col gap-1.5">
        <label htmlFor="api-key-name" className="text-sm font-medium">
          {t('settings.apiKeys.name')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="api-key-name"
            value={name}
            maxLength={MAX_API_KEY_NAME_LENGTH}
            placeholder={t('settings.apiKeys.namePlaceholder')}
            aria-invalid={problem !== null || undefined}
            aria-describedby="api-key-name-hint"
            onChange={(event) => setName(event.target.value)}
            className={`${INPUT_CLASSES} sm:flex-1`}
          />
          <button type="submit" className={buttonClasses('primary')} disabled={create.isPending || count >= MAX_ACTIVE_API_KEYS}>
            {create.isPending ? t('settings.apiKeys.creating') : t('settings.apiKeys.create')}
          </button>
        </div>
        <p id="api-key-name-hint" className="text-xs text-muted">
          {t('settings.apiKeys.limit', { used: count, limit: MAX_ACTIVE_API_KEYS })}
        </p>
      </form>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {keys.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t('common.loading')}
        </p>
      ) : keys.isError ? (
        <FormAlert>{errorMessage(keys.error)}</FormAlert>
      ) : keys.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border px-4 py-8 text-center text-sm text-muted">{t('settings.apiKeys.empty')}</p>
      ) : (
        <ApiKeyList keys={keys.data} />
      )}
    </div>
  );
}
