import type { TRole } from '@common/roles';
import { can } from '@common/permissions';
import { LoadError } from '@/components/load-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useBorrower } from '../api/get-borrower';
import { BorrowerAccount } from './borrower-account';
import { BorrowerDocuments } from './borrower-documents';
import { BorrowerOverview } from './borrower-overview';
import { AccessLogDialog } from './access-log-dialog';
import { ExportBorrowerButton } from './export-borrower-button';
import { ManageDocumentsDialog } from './manage-documents-dialog';

type TProps = { borrowerId: string; role: TRole; onClose: () => void };

/** View Details: Overview, Documents and Guarantor, Account Management (spec "Borrowers tab"). */
export function BorrowerDetailsDialog({ borrowerId, role, onClose }: TProps) {
  const detail = useBorrower(borrowerId);
  const borrower = detail.data;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" data-testid="borrower-details-dialog">
        <DialogHeader>
          <DialogTitle>{borrower ? borrower.name : 'Borrower Details'}</DialogTitle>
          <DialogDescription className="break-all">{borrower ? borrower.email : 'Loading the borrower...'}</DialogDescription>
        </DialogHeader>
        {detail.isPending ? (
          <p role="status" className="py-8 text-center text-sm text-muted-foreground">
            Loading borrower details...
          </p>
        ) : detail.isError || !borrower ? (
          <LoadError message="We could not load this borrower." onRetry={() => void detail.refetch()} />
        ) : (
          <div className="grid min-w-0 gap-4">
            {(can(role, 'borrowers.manage') || can(role, 'borrowers.accessLog') || can(role, 'borrowers.export')) && (
              <div className="flex flex-wrap justify-end gap-2">
                {can(role, 'borrowers.manage') && <ManageDocumentsDialog borrower={borrower} />}
                {can(role, 'borrowers.accessLog') && <AccessLogDialog borrowerId={borrower.id} borrowerName={borrower.name} />}
                {can(role, 'borrowers.export') && (
                  <>
                    <ExportBorrowerButton borrowerId={borrower.id} format="pdf" />
                    <ExportBorrowerButton borrowerId={borrower.id} format="json" />
                  </>
                )}
              </div>
            )}
            <Tabs defaultValue="overview">
              <TabsList className="grid-flow-row grid-cols-1 sm:grid-flow-col sm:grid-cols-none">
                <TabsTrigger value="overview">Overview</TabsTrigger>
                <TabsTrigger value="documents">Documents and Guarantor</TabsTrigger>
                <TabsTrigger value="account">Account Management</TabsTrigger>
              </TabsList>
              <TabsContent value="overview">
                <BorrowerOverview borrower={borrower} role={role} />
              </TabsContent>
              <TabsContent value="documents">
                <BorrowerDocuments borrower={borrower} />
              </TabsContent>
              <TabsContent value="account">
                <BorrowerAccount borrower={borrower} />
              </TabsContent>
            </Tabs>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
