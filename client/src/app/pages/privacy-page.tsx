import { Link } from 'wouter';
import { SHOP_FALLBACK, shopNameOf, useShopSettings } from '@/lib/use-shop-settings';
import { LegalPage } from './legal/legal-page';
import { LegalSection } from './legal/legal-section';
import { ShopContactList } from './legal/shop-contact-list';

const LINK = 'font-medium text-primary underline underline-offset-4';
const PRIVACY_UPDATED = '27 November 2026';

/**
 * /privacy: the privacy notice under Jamaica's Data Protection Act, 2020. The shop (Shop Settings)
 * is the controller; what is collected, why, how long, who sees it (by staff role, as
 * common/permissions.ts allows) and how to ask for a copy (Export data) or a correction. Public.
 */
export function PrivacyPage() {
  const settings = useShopSettings();
  const shop = settings.data ?? SHOP_FALLBACK;
  const name = shopNameOf(settings.data);
  return (
    <LegalPage
      title="Privacy Policy"
      lead={
        <p>
          How {name} collects, uses and protects your personal data when you use our calculator, apply for a loan or repay one, and what
          you can ask of us under Jamaica&apos;s Data Protection Act, 2020.
        </p>
      }
      updated={PRIVACY_UPDATED}
      testId="privacy-page"
    >
      <LegalSection title="1. Who is responsible for your data">
        <p data-testid="privacy-controller">
          {`${name} is the data controller: we decide how your personal data is used and we answer for it. `}
          {shop.licenceNumber && `We are licensed by the Bank of Jamaica (licence ${shop.licenceNumber}). `}
          You can reach us at:
        </p>
        <ShopContactList shop={shop} />
      </LegalSection>

      <LegalSection title="2. What we collect">
        <ul>
          <li>Identity: your full name, your ID number and your Taxpayer Registration Number (TRN).</li>
          <li>ID documents: the type, number and expiry date of your ID, and a copy of the document.</li>
          <li>Photos: a photo of you and a photo of your TRN card.</li>
          <li>Your signature on the loan agreement.</li>
          <li>Contact details: your address, phone number and e-mail address.</li>
          <li>Guarantor details: your guarantor&apos;s name, address, phone number and TRN.</li>
          <li>Your loans: amounts, interest, payment schedule, the item you pledge and the status of each application.</li>
          <li>Payments: dates, amounts, method, reference and receipt numbers, and any late fees.</li>
          <li>Collection records: calls, messages and visits about late payments, and any promise to pay.</li>
          <li>Your bank account number, if you give it to us.</li>
          <li>If you have an account: your e-mail address and a record of your sign-ins.</li>
        </ul>
        <p>
          Photos taken on a phone are stored without the location the phone records. We do not collect your data from other sources and
          we do not use advertising or tracking cookies. The only cookies we set keep you signed in, protect sign-in from guessing, and
          let the browser you applied from download your agreement.
        </p>
      </LegalSection>

      <LegalSection title="3. Why we use it">
        <ul>
          <li>To assess your application and make, manage and end your loan agreement with you.</li>
          <li>To confirm who you are and prevent fraud and money laundering, as Jamaican law requires of lenders.</li>
          <li>To record your payments and send your receipts, payment reminders and messages about your loan.</li>
          <li>To contact you, and your guarantor if there is one, about late payments.</li>
          <li>To keep the records the law and our regulator require, and to keep our service secure.</li>
        </ul>
        <p>
          Loan decisions are made by our staff, not by a computer alone. We never sell your data, and we do not use it for marketing.
        </p>
      </LegalSection>

      <LegalSection title="4. Who sees it">
        <ul>
          <li>Loan officers: applications, documents, payments and collection records, to review your application and serve you.</li>
          <li>
            Administrators and the owner: the same, plus accounts and reports; only they can download a copy of your data or see who opened
            your documents.
          </li>
          <li>IT staff look after the system; they are not shown borrowers&apos; personal data.</li>
          <li>You: your own loans, payments, receipts and documents when you sign in.</li>
        </ul>
        <p>
          Your documents are never public: they open only for you and our staff, and every time a member of staff opens your photo, TRN
          photo, signature or ID document we record who, when and from which screen. Outside {name}, your data goes only to the services
          that deliver our e-mails and store our files, under our instructions, and to authorities such as the courts, the Bank of Jamaica
          or the Financial Investigations Division when the law requires it.
        </p>
      </LegalSection>

      <LegalSection title="5. How long we keep it">
        <ul>
          <li>
            Your loans, payments, identity and collection records: for seven years after your last loan with us ends, the period Jamaica&apos;s
            anti-money-laundering rules ask lenders to keep them. After that you may ask us to delete them.
          </li>
          <li>Photos and documents uploaded but never used in an application: deleted after 24 hours.</li>
          <li>Backup copies: deleted after the number of days the shop keeps backups.</li>
        </ul>
        <p>We cannot delete a borrower&apos;s records while money is still owed on a loan.</p>
      </LegalSection>

      <LegalSection title="6. Your rights">
        <ul>
          <li>
            A copy of your data: ask us and we will give you, free of charge and within 30 days, a readable summary of everything we hold
            about you (your details, documents, loans, payments and who opened your documents) together with the full data file.
          </li>
          <li>Correction: if something we hold is wrong or out of date, tell us and we will correct it.</li>
          <li>To object to a use of your data, or to ask us to stop using it for a purpose, where the law allows.</li>
          <li>
            To complain to the Information Commissioner if you are not satisfied with our answer. Please talk to us first: we would like the
            chance to put it right.
          </li>
        </ul>
        <p>
          To ask, contact us by phone, e-mail or in person (see our{' '}
          <Link href="/contact" className={LINK}>
            Contact Us
          </Link>{' '}
          page). We will check who you are before we hand over or change anything.
        </p>
      </LegalSection>

      <LegalSection title="7. How we protect it">
        <p>
          Your data is kept on our own system, reachable only by signed-in staff within their role. Passwords are stored scrambled, never as
          written. Every change staff make is recorded with who made it and when, and those records cannot be removed.
        </p>
      </LegalSection>

      <LegalSection title="8. Changes to this notice">
        <p>
          When we change this notice we update the date at the top. The terms of your loan are in our{' '}
          <Link href="/terms" className={LINK}>
            Terms of Service
          </Link>{' '}
          and your loan agreement.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
