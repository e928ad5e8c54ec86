import { useParams } from 'react-router';
import { useUnsubscribeStatus } from '../../../features/unsubscribe/api/get-unsubscribe-status';
import { useUnsubscribe } from '../../../features/unsubscribe/api/unsubscribe';
import { UnsubscribeCard } from '../../../features/unsubscribe/components/unsubscribe-card';
import { unsubscribeView } from '../../../features/unsubscribe/utils/unsubscribe-view';

/**
 * The unsubscribe link of a campaign e-mail (/unsubscribe/:token): public, not indexed. Opening it
 * only shows whose e-mails stop; the button unsubscribes.
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const status = useUnsubscribeStatus(token);
  const unsubscribing = useUnsubscribe(token);
  return <UnsubscribeCard view={unsubscribeView(status, unsubscribing)} onConfirm={() => unsubscribing.mutate()} onRetry={() => void status.refetch()} />;
}
