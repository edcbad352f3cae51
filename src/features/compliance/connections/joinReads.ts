import type { ApiError } from '@/platform/http';

/** What a screen switches on, from useResource. */
export interface Read {
  status: 'init' | 'loading' | 'loaded' | 'error';
  error: ApiError | null;
  retry: () => void;
}

export interface JoinedRead {
  /** Loaded once every read has loaded; error as soon as one fails. */
  status: 'loading' | 'loaded' | 'error';
  /** The first failure, if any. */
  error: ApiError | null;
  /** Asks again for the reads that failed. */
  retry: () => void;
}

/**
 * Several reads a view shows as one (a connection's goal and policy rows, a project's policy and
 * status): one spinner, one error, one retry. No reads at all is loaded (nothing to wait for).
 */
export function joinReads(reads: readonly Read[]): JoinedRead {
  const failed = reads.filter((read) => read.status === 'error');
  const status = failed.length > 0 ? 'error' : reads.every((read) => read.status === 'loaded') ? 'loaded' : 'loading';
  return {
    status,
    error: failed[0]?.error ?? null,
    retry: () => failed.forEach((read) => read.retry()),
  };
}
