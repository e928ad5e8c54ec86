import type { ApiKey } from '@reelsmith/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { useErrorMessage } from '../../../lib/error-message';
import { useLanguage } from '../../../lib/i18n';
import { useRevokeApiKey } from '../api/revoke-api-key';

function KeyIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-5">
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 9.8-9.8M17 6l3 3M14.5 8.5l2 2" />
    </svg>
  );
}

/** The active keys, each with its visible start, dates and a revoke button that asks first. */
export function ApiKeyList({ keys }: { keys: ApiKey[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const revoke = useRevokeApiKey();
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });

  return (
    <>
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border" aria-label={t('settings.apiKeys.listLabel')}>
        {keys.map((key) => (
          <li key={key.id} className="flex flex-col gap-3 bg-surface px-4 py-4 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
                <KeyIcon />
              </span>
              <div className="min-w-0">
                <p className="truncate font-semibold">{key.name}</p>
                <p className="mt-0.5 text-xs text-muted">
                  <code className="rounded bg-surface-strong px-1.5 py-0.5 font-mono text-fg">{key.prefix}…</code>
                  <span className="mx-2" aria-hidden="true">
                    ·
                  </span>
                  {t('settings.apiKeys.createdOn', { date: date.format(new Date(key.created_at)) })}
                  <span className="mx-2" aria-hidden="true">
                    ·
                  </span>
                  {key.last_used_at ? t('settings.apiKeys.lastUsed', { date: date.format(new Date(key.last_used_at)) }) : t('settings.apiKeys.neverUsed')}
                </p>
              </div>
            </div>
            <button
              type="button"
              onClick={() => setToRevoke(key)}
              aria-label={t('settings.apiKeys.revokeNamed', { name: key.name })}
              className="inline-flex h-9 items-center justify-center self-start rounded-full border border-red-200 px-4 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 sm:self-auto dark:border-red-900/70 dark:text-red-300 dark:hover:bg-red-950/50"
            >
              {t('settings.apiKeys.revoke')}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title={t('settings.apiKeys.revokeTitle')}
        description={t('settings.apiKeys.revokeText', { name: toRevoke?.name ?? '' })}
        confirmLabel={t('settings.apiKeys.revokeConfirm')}
        cancelLabel={t('settings.cancel')}
        isDestructive
        isPending={revoke.isPending}
        onConfirm={() => {
          if (!toRevoke) return;
          // A promise rather than mutate()'s callbacks: revoking the last key unmounts this list.
          revoke.mutateAsync({ id: toRevoke.id }).then(
            () => {
              toast.success(t('settings.apiKeys.revoked', { name: toRevoke.name }));
              setToRevoke(null);
            },
            (error: unknown) => {
              toast.error(errorMessage(error));
            },
          );
        }}
      />
    </>
  );
}
