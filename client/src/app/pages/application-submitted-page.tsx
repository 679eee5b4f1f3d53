import { useParams } from 'wouter';
import { ApplicationConfirmation } from '@/features/applications/components/application-confirmation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageContainer } from '../layout/page-container';

/** /application-submitted/{applicationNumber}: where the applicant lands after submitting. */
export function ApplicationSubmittedPage() {
  useDocumentTitle('Application Submitted');
  const { applicationNumber = '' } = useParams<{ applicationNumber: string }>();
  return (
    <PageContainer className="max-w-3xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Application Submitted</h1>
      <ApplicationConfirmation applicationNumber={applicationNumber} />
    </PageContainer>
  );
}
