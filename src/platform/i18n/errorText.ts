import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { UNKNOWN_ERROR, type ApiError } from '../http/ApiError';

export interface ErrorTextOptions {
  /** Add the server's own message in brackets, e.g. "… status code: 503 (Session store offline)". */
  withDetail?: boolean;
}

function baseText(t: TFunction, error: ApiError): string {
  switch (error.kind) {
    case 'requestFailed':
      return t('common:apiErrors.requestFailed', { status: error.status });
    // Words of their own, one key per kind.
    case 'failed':
    case 'noParsedBody':
    case 'network':
    case 'timeout':
    case 'notPermitted':
      return t(`common:apiErrors.${error.kind}`);
    // The server's (or the thrower's) own words cannot be translated; spec 01 §8 shows them as they are.
    case 'server':
      return error.message;
    default:
      return error.message && error.message !== UNKNOWN_ERROR ? error.message : t('common:apiErrors.unknown');
  }
}

/**
 * The one way an ApiError becomes text: in the buyer's language at render time, from its kind (the
 * stored value stays serialisable and language-free). English is the spec's wording.
 */
export function formatApiError(t: TFunction, error: ApiError, { withDetail = false }: ErrorTextOptions = {}): string {
  const text = baseText(t, error);
  return withDetail && error.detail ? `${text} (${error.detail})` : text;
}

/** `const errorText = useErrorText(); … {errorText(state.error)}` */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback((error: ApiError, options?: ErrorTextOptions) => formatApiError(t, error, options), [t]);
}
