import { StatusChip } from '../../backoffice/components/status-chip';
import { STATUS_LABELS } from '../lib/offer-format';
import type { OfferStatus } from '../lib/offer-view';

/** An offer's §3.3 status in words, coloured like every status chip of the back office. */
export function OfferStatusChip({ status }: { status: OfferStatus }) {
  return <StatusChip status={status} label={STATUS_LABELS[status]} />;
}
