import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../db/client';
import { pawnLoanApplications } from '../../db/schema';
import type { TPawnLoanRow } from '../loans';

const t = pawnLoanApplications;

/** The review fields staff may change, one call at a time. */
export type TReviewChange = Partial<
  Pick<
    TPawnLoanRow,
    | 'paymentFrequency'
    | 'borrowerPhotoUrl'
    | 'borrowerPhotoVerified'
    | 'borrowerTrnPhotoVerified'
    | 'borrowerSignatureVerified'
    | 'idDocumentVerified'
    | 'accountLinked'
  >
>;

export async function updateReviewFields(db: TExecutor, id: string, change: TReviewChange): Promise<TPawnLoanRow> {
  const [row] = await db.update(t).set(change).where(eq(t.id, id)).returning();
  if (!row) throw new Error(`application ${id} vanished while locked`);
  return row;
}
