import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from '../../../components/ui/notifications';
import {
  MyLenderFundingsDocument,
  useLenderPostPaymentMutation,
  type MyLenderFundingsQuery,
} from '../api/lender-portal.generated';
import { ActionDialog } from '../../application-workspace/components/action-dialog';
import { useActionFailure } from '../../application-workspace/lib/use-action-failure';
import { formatCalendarDate } from '../../applications/lib/format';
import { TransactionFields } from '../../funding/components/transaction-fields';
import {
  formatCents,
  parseDollarsToCents,
  platformToday,
  transactionFormSchema,
  type TransactionFormValues,
} from '../../funding/lib/funding-format';

type LenderFunding = MyLenderFundingsQuery['myLenderFundings'][number];

/**
 * R20 *Post payment* on a funded deal: a payment the lender received (source `lender` on R14's ledger), dated between
 * the funded date and today. Fees, discounts, reversals and overpayments stay with NetFund's staff (R14).
 */
export function PostPaymentDialog({ funding, onClose }: { funding: LenderFunding; onClose(): void }) {
  const [post, { loading }] = useLenderPostPaymentMutation({ refetchQueries: [MyLenderFundingsDocument] });
  const form = useForm<TransactionFormValues>({
    resolver: zodResolver(transactionFormSchema),
    defaultValues: {
      type: 'payment',
      amount: '',
      occurredOn: platformToday(),
      note: '',
      externalRef: '',
      recordOverpayment: false,
    },
  });
  const { failure, attempt } = useActionFailure(form.setError, ['occurredOn', 'note', 'externalRef']);
  const submit = form.handleSubmit(async (values) => {
    const amountCents = parseDollarsToCents(values.amount)!;
    const ok = await attempt(() =>
      post({
        variables: {
          fundingId: funding.id,
          input: {
            type: 'payment',
            amountCents,
            occurredOn: values.occurredOn,
            note: values.note.trim() || null,
            externalRef: values.externalRef.trim() || null,
          },
        },
      }),
    );
    if (ok) {
      notify({
        type: 'success',
        title: 'Payment posted',
        description: `${formatCents(amountCents)} on ${formatCalendarDate(values.occurredOn)}.`,
      });
      onClose();
    }
  });
  return (
    <ActionDialog
      open
      onClose={onClose}
      title="Post payment"
      description={`${funding.businessName}: remaining balance ${formatCents(funding.remainingCents)}. Dates from ${formatCalendarDate(funding.fundedOn)} to today.`}
      submitLabel="Post payment"
      submitting={loading}
      failure={failure}
      onSubmit={(event) => void submit(event)}
    >
      <TransactionFields form={form} fundedOn={funding.fundedOn} referenceHint="Your id for the payment; a reference is recorded once." />
    </ActionDialog>
  );
}
