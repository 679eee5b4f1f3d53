import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';

/** One of the guarantor's photos: its label, then the upload button or, once uploaded, the picture. */
export function GuaranteeUpload({ label, value, testId, children }: { label: string; value: string | null; testId: string; children: ReactNode }) {
  return (
    <div className="grid gap-2" data-testid={`${testId}-field`}>
      <p className="text-sm font-medium">{label}</p>
      {value ? (
        <div className="grid gap-2">
          <img src={value} alt={label} className="h-32 w-full max-w-64 rounded-md border border-border object-contain" />
          <p className="flex items-center gap-2 text-sm font-medium text-success" data-testid={`${testId}-done`}>
            <CheckCircle2 className="size-4" aria-hidden="true" />
            Uploaded
          </p>
        </div>
      ) : (
        children
      )}
    </div>
  );
}
