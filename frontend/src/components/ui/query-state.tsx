import type { ReactNode } from 'react';
import { Banner } from './banner';
import { Button } from './button';
import { LoadingLine, PageSpinner } from './spinner';

import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@/lib/i18n';

/** What every query result (useQuery, useInfiniteQuery) offers. */
export interface LoadableQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface QueryStateProps<T> {
  query: LoadableQuery<T>;
  /** What is loading, for screen readers (and beside the small spinner of a section). */
  loadingLabel?: string;
  /** The sentence shown when loading failed. */
  errorText: string;
  /**
   * 'page': a large centred spinner; the error banner carries the retry as a link.
   * 'section': a small spinner with its label; the retry is a button under the message.
   */
  layout?: 'page' | 'section';
  /** A failed refresh keeps showing the data loaded before (a live list that polls). */
  keepDataOnError?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * Loading, error and retry of one query, the same on every screen; the data (once loaded) goes to
 * `children`. A load that brought nothing counts as failed.
 */
export function QueryState<T>({ query, loadingLabel, errorText, layout = 'page', keepDataOnError, children }: QueryStateProps<T>) {
  const { t } = useTranslation(COMMON_NS);
  if (query.isPending) return layout === 'page' ? <PageSpinner label={loadingLabel} /> : <LoadingLine label={loadingLabel} />;
  const { data } = query;
  if (data == null || (query.isError && !keepDataOnError)) {
    const retry = () => void query.refetch();
    if (layout === 'page') {
      return (
        <Banner tone="error">
          {errorText}{' '}
          <Button variant="link" size="sm" onClick={retry}>
            {t('retry')}
          </Button>
        </Banner>
      );
    }
    return (
      <Banner tone="error">
        <p>{errorText}</p>
        <Button variant="outline" size="sm" className="query-state__retry" onClick={retry} isLoading={query.isFetching}>
          {t('retry')}
        </Button>
      </Banner>
    );
  }
  return <>{children(data)}</>;
}
