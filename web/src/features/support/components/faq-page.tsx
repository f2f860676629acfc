import { PlaceholderPage } from '../../../components/placeholder-page';

/** One FAQ page behind both /support/faqs and /support/faq (links use both). */
export function FaqPage() {
  return (
    <PlaceholderPage
      title="Frequently Asked Questions"
      summary="Answers to common questions about funding with NetFund."
    />
  );
}
