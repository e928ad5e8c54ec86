import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

/**
 * The sentence to show for a failed call: the server's own message (already in the page's
 * language), else the spec's generic 'An error occurred. Please try again.' (offline, server down).
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t: tShared } = useTranslation('shared');
  return useCallback((error: unknown) => (error instanceof ApiError && error.message ? error.message : tShared('errors.INTERNAL_ERROR')), [tShared]);
}
