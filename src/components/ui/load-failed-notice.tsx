import { RefreshCw } from 'lucide-react';
import type { Failure } from '../../../machines/shared/error-message';
import { reasonText } from '../../content/failures';
import { Button } from './button';
import { Notice } from './notice';

/**
 * A staff screen whose data could not be loaded: what failed and why, in a red panel that is the page's content, and
 * the Retry button that asks again.
 */
export function LoadFailedNotice({
  text,
  failure,
  retryLabel,
  onRetry,
}: {
  text: string;
  failure: Failure | null;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Notice tone="danger" size="lg" as="div" role="alert">
      <p>
        {text} {failure && reasonText(failure)}
      </p>
      <Button variant="dangerQuiet" size="sm" shape="box" className="mt-3" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {retryLabel}
      </Button>
    </Notice>
  );
}
