import { Net30ApplicationStatusCard } from '../../net30-applications/components/application-status-card';

/**
 * R24/R26 without an account: the client's Net30 application (none → *Apply for a Net30 account*; under review since;
 * declined with the re-apply date), from features/net30-applications. Admins see the client's by `clientId`.
 */
export function Net30ApplicationSlot({ clientId }: { clientId: string | null }) {
  return <Net30ApplicationStatusCard clientId={clientId ?? undefined} />;
}
