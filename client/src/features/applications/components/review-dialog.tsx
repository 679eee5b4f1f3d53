import { useState } from 'react';
import { FileDown } from 'lucide-react';
import type { TPawnLoanListItem } from '@common/contracts/pawn-loans-list';
import { can } from '@common/permissions';
import { ApplicationStatusBadge } from '@/components/application-status-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { readErrorStatus } from '@/lib/api-client';
import { useAuth } from '@/lib/use-auth';
import { usePawnLoan } from '../api/get-pawn-loan';
import { agreementPdfHref } from '../utils/agreement-link';
import { ReviewDocumentsTab } from './review-documents-tab';
import { ReviewOverviewTab } from './review-overview-tab';
import { ReviewStatusTab } from './review-status-tab';
import { LoadError } from '@/components/load-error';

type TTab = 'overview' | 'documents' | 'status';

/** The review of one application, read fresh from GET /api/pawn-loans/{id}; the card's copy fills the header meanwhile. */
function ReviewContent({ summary }: { summary: TPawnLoanListItem }) {
  const { user } = useAuth();
  const [tab, setTab] = useState<TTab>('overview');
  const detail = usePawnLoan(summary.id);
  const application = detail.data?.application ?? summary;
  const canReview = user ? can(user.role, 'applications.review') : false;

  return (
    <>
      <DialogHeader>
        {/* Someone who may not review sees the same application read-only (no checks, no status change). */}
        <DialogTitle>{canReview ? 'Review Application' : 'Application Details'}</DialogTitle>
        <DialogDescription className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold text-foreground">{application.applicationNumber}</span>
          <span>{application.borrowerName}</span>
          <ApplicationStatusBadge status={application.status} />
        </DialogDescription>
        <Button asChild variant="outline" size="sm" className="w-fit">
          <a href={agreementPdfHref(application.applicationNumber)} download data-testid="review-agreement-pdf">
            <FileDown aria-hidden="true" />
            Agreement (PDF)
          </a>
        </Button>
      </DialogHeader>
      {!detail.data || !user ? (
        detail.isError ? (
          readErrorStatus(detail.error) === 404 ? (
            <LoadError message="This application no longer exists." testId="review-error" />
          ) : (
            <LoadError message="We could not load this application." onRetry={() => void detail.refetch()} testId="review-error" />
          )
        ) : (
          <p role="status" className="py-10 text-center text-sm text-muted-foreground">
            Loading application...
          </p>
        )
      ) : (
        <Tabs value={tab} onValueChange={(next) => setTab(next as TTab)} className="min-w-0">
          <TabsList aria-label="Review sections">
            <TabsTrigger value="overview" className="px-1.5 sm:px-3" data-testid="review-tab-overview">
              Overview
            </TabsTrigger>
            <TabsTrigger value="documents" className="px-1.5 sm:px-3" data-testid="review-tab-documents">
              Documents &amp; Guarantor
            </TabsTrigger>
            <TabsTrigger value="status" className="px-1.5 sm:px-3" data-testid="review-tab-status">
              Status Update
            </TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <ReviewOverviewTab application={detail.data.application} canReview={canReview} />
          </TabsContent>
          <TabsContent value="documents">
            <ReviewDocumentsTab application={detail.data.application} canReview={canReview} />
          </TabsContent>
          <TabsContent value="status">
            <ReviewStatusTab application={detail.data.application} history={detail.data.history} user={user} />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}

type TProps = { application: TPawnLoanListItem | null; onClose: () => void };

export function ReviewDialog({ application, onClose }: TProps) {
  return (
    <Dialog open={application !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" data-testid="review-dialog" className="content-start">
        {/* Keyed so another application starts on Overview with nothing left over from the last one. */}
        {application && <ReviewContent key={application.id} summary={application} />}
      </DialogContent>
    </Dialog>
  );
}
