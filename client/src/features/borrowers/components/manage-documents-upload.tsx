import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { DOCUMENT_TYPES, type TBorrowerDocumentType } from '@common/contracts/borrowers';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { readUploadError, uploadObject } from '@/lib/upload-object';
import { checkDocumentFile, DOCUMENT_FILE_ACCEPT } from '../utils/document-file-check';
import { DOCUMENT_LABELS } from '../utils/borrower-display';

export type TUploadedDocument = { documentType: TBorrowerDocumentType; documentUrl: string; fileName: string };

/** Step 2 of Manage Documents: the document type, then the file, uploaded at once (spec checks first). */
export function ManageDocumentsUpload({ onUploaded }: { onUploaded: (document: TUploadedDocument) => void }) {
  const id = useId();
  const [documentType, setDocumentType] = useState<TBorrowerDocumentType | ''>('');
  const [percent, setPercent] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkDocumentFile(documentType, file);
    if (refusal) {
      toast({ ...refusal, variant: 'destructive' });
      return;
    }
    // checkDocumentFile refused an empty type already; this tells the compiler.
    if (documentType === '') return;
    setPercent(0);
    try {
      const documentUrl = await uploadObject(file, { onProgress: setPercent });
      onUploaded({ documentType, documentUrl, fileName: file.name });
    } catch (err) {
      toast({ title: 'Upload Failed', description: readUploadError(err), variant: 'destructive' });
    } finally {
      setPercent(null);
    }
  };

  const uploading = percent !== null;
  return (
    <div className="grid gap-4" data-testid="manage-documents-upload">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-type`}>Document Type</Label>
        <NativeSelect id={`${id}-type`} value={documentType} onChange={(e) => setDocumentType(e.target.value as TBorrowerDocumentType | '')} disabled={uploading} data-testid="manage-documents-type">
          <option value="">Select document type</option>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {DOCUMENT_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <span className="text-sm font-medium" id={`${id}-file-label`}>
          Document File
        </span>
        <p className="text-sm text-muted-foreground">JPEG, PNG or PDF (a PDF only as the ID document), up to 10MB.</p>
        <input
          ref={fileInput}
          type="file"
          accept={DOCUMENT_FILE_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={`${id}-file-label`}
          onChange={(e) => void handleFile(e)}
          data-testid="manage-documents-file"
        />
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => fileInput.current?.click()} disabled={uploading} data-testid="manage-documents-choose">
          <FileUp aria-hidden="true" />
          {uploading ? `Uploading... ${percent}%` : 'Choose File'}
        </Button>
      </div>
    </div>
  );
}
