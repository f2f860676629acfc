import { Container, Heading, Text } from '@chakra-ui/react';
import { EmailAddress } from '../../../components/email-address';
import { appConfig } from '../../../config';
import { useContactDetails } from '../../platform-settings/api/contact-details';
import { Prose } from './blocks';

const UPDATED = 'November 1, 2026';

function LegalPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container maxW="4xl" py={{ base: 10, md: 16 }}>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb={2}>
        {title}
      </Heading>
      <Text color="gray.600" mb={8}>
        Last updated: {UPDATED}
      </Text>
      <Prose>{children}</Prose>
    </Container>
  );
}

export function PrivacyPage() {
  const { brandName } = appConfig;
  const support = useContactDetails();
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This policy explains what information {brandName} collects when you visit our website, apply for funding, subscribe to NetBuilder or
        open a Net30 account, how we use it, and the choices you have.
      </p>
      <h2>Information we collect</h2>
      <ul>
        <li>Contact details: name, e-mail address, phone number and postal address.</li>
        <li>Business information: legal name, structure, EIN, time in business, revenue and bank statements you provide.</li>
        <li>Credit information: soft and, with your consent, hard credit inquiries about you and your business.</li>
        <li>Account and usage data: your username, sign-in times, and the pages and features you use.</li>
        <li>Technical data: IP address, browser type and device information, used for security and fraud prevention.</li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To evaluate applications, present offers and service your funding.</li>
        <li>To report NetBuilder and Net30 payments to business credit bureaus, as your subscription or account describes.</li>
        <li>To answer your messages and keep you informed about your application.</li>
        <li>To protect you and us: verify identity, prevent fraud, limit abuse of our forms and meet legal obligations.</li>
      </ul>
      <h2>Who we share it with</h2>
      <p>
        We share information only as needed to serve you: with lenders and capital partners reviewing your application, credit bureaus, payment
        processors, identity-verification and hosting providers bound by confidentiality, and authorities when the law requires it. We do not
        sell your personal information.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a strictly necessary session cookie to keep you signed in. It is HttpOnly, cannot be read by scripts and expires when your session
        ends. We do not use advertising cookies.
      </p>
      <h2>Security and retention</h2>
      <p>
        Data is encrypted in transit and at rest, access is limited to staff who need it, and passwords are stored only as strong one-way
        hashes. We keep application records for as long as financial regulations require, typically five years, and delete or anonymize them
        afterwards.
      </p>
      <h2>Your choices and rights</h2>
      <p>
        You can ask for a copy of your information, ask us to correct or delete it, or opt out of marketing e-mails at any time. Residents of
        some states, including California, have additional rights, which we honor for all customers.
      </p>
      <h2>Contact</h2>
      <p>
        Write to <a href={`mailto:${support.email}`}>{support.email}</a>, call {support.phone} or send mail to {brandName}, {support.postalAddress}.
      </p>
    </LegalPage>
  );
}

export function TermsPage() {
  const { brandName } = appConfig;
  const support = useContactDetails();
  return (
    <LegalPage title="Terms of Service">
      <p>
        These terms apply to your use of the {brandName} website and online services. By using them you agree to these terms. Funding
        agreements, NetBuilder subscriptions and Net30 accounts have their own agreements, which prevail where they differ.
      </p>
      <h2>Our services</h2>
      <p>
        {brandName} helps businesses find funding and build business credit. Information on this website describes typical products and
        ranges; it is not an offer or commitment to lend. Every offer depends on review of your application and is made in writing.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>Keep your sign-in details confidential; you are responsible for activity in your account.</li>
        <li>Give accurate, complete information and keep it up to date.</li>
        <li>Tell us right away at <EmailAddress address={support.email} /> if you suspect unauthorized use.</li>
      </ul>
      <h2>Applications and credit checks</h2>
      <p>
        By submitting an application you authorize {brandName} and its lending partners to verify the information and obtain credit reports
        about you and your business. Checking your options uses a soft inquiry; a hard inquiry happens only with your consent when you accept
        an offer.
      </p>
      <h2>NetBuilder and Net30</h2>
      <p>
        NetBuilder is a monthly subscription that can be cancelled at any time, with no long-term contracts and no cancellation fees;
        cancellation takes effect at the end of the current billing period. Net30 invoices are due 30 days after the invoice date. We report
        payment history to business credit bureaus as described in your plan or account agreement.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not misuse the services: no false applications, no attempts to access other people's data, no automated scraping or overloading of
        our forms. We may limit or suspend access to protect our customers.
      </p>
      <h2>Disclaimers and liability</h2>
      <p>
        The website is provided as is. To the extent the law allows, {brandName} is not liable for indirect or consequential losses arising
        from its use. Nothing in these terms limits rights you have under consumer or commercial protection laws.
      </p>
      <h2>Changes and contact</h2>
      <p>
        We may update these terms and will post the new date above. Questions: <a href={`mailto:${support.email}`}>{support.email}</a> or {support.phone}.
      </p>
    </LegalPage>
  );
}
