import { useRef, useState, type ChangeEvent } from 'react';
import { CheckCircle2, FileText, FileUp, Trash2 } from 'lucide-react';
import { ID_DOCUMENT_TYPES, type TIdDocumentType } from '@common/pawn-loan-rules';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/lib/toast';
import { MAX_UPLOAD_BYTES, readUploadError, uploadObject } from '@/lib/upload-object';
import { UploadProgress } from '@/components/upload-progress';
import { FieldError, useFieldInvalid } from './field-error';

export const ID_DOCUMENT_LABELS: Record<TIdDocumentType, string> = {
  passport: 'Passport',
  drivers_license: "Driver's License",
  government_id: 'Government ID',
};

const ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'application/pdf'];

type TIdDocumentSectionProps = {
  type: TIdDocumentType | '';
  url: string | null;
  number: string;
  expiryDate: string;
  onTypeChange: (type: TIdDocumentType | '') => void;
  onUrlChange: (url: string | null) => void;
  onNumberChange: (value: string) => void;
  onExpiryChange: (value: string) => void;
};

const typeRequired = () =>
  toast({ title: 'Document Type Required', description: 'Please select a document type first.', variant: 'destructive' });

/** Section 6 of the form (spec "ID document verification area"): type first, then the file, then details. */
export function IdDocumentSection(props: TIdDocumentSectionProps) {
  const { type, url, number, expiryDate } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const chooseFile = () => {
    if (!type) return typeRequired();
    fileInput.current?.click();
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!type) return typeRequired();
    if (!ACCEPTED_TYPES.includes(file.type)) {
      return toast({ title: 'Invalid File Type', description: 'Please upload a JPEG, PNG, or PDF file.', variant: 'destructive' });
    }
    if (file.size >= MAX_UPLOAD_BYTES) {
      return toast({ title: 'File Too Large', description: 'File size must be less than 10MB.', variant: 'destructive' });
    }
    setPercent(0);
    try {
      const path = await uploadObject(file, { onProgress: setPercent });
      setFileName(file.name);
      props.onUrlChange(path);
      toast({ title: 'Document Uploaded Successfully', description: 'Document has been uploaded. Please enter details manually if needed.' });
    } catch (err) {
      const reason = readUploadError(err);
      toast({ title: 'Upload Failed', description: `Failed to upload document. Please try again. (${reason})`, variant: 'destructive' });
    } finally {
      setPercent(null);
    }
  };

  const saveDetails = () => {
    if (!type) return typeRequired();
    if (!url) return toast({ title: 'Document Upload Required', description: 'Please upload a document image.', variant: 'destructive' });
    toast({ title: 'Document Updated', description: 'ID document information has been updated successfully.' });
  };

  const remove = () => {
    props.onUrlChange(null);
    setFileName(null);
  };

  const typeInvalid = useFieldInvalid('id-document-type');
  const fileInvalid = useFieldInvalid('id-document');
  return (
    <Card className="print:hidden" data-testid="id-document-section">
      <CardHeader>
        <CardTitle>6. ID Document Upload &amp; Verification</CardTitle>
        <CardDescription>Choose the type of document first, then upload a JPEG, PNG or PDF under 10 MB.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor="id-document-type">
            Document Type <span className="text-destructive">*</span>
          </Label>
          <NativeSelect
            id="id-document-type"
            value={type}
            onChange={(e) => props.onTypeChange(e.target.value as TIdDocumentType | '')}
            data-testid="id-document-type"
            data-focus-target="id-document-type"
            {...typeInvalid}
          >
            <option value="">Select document type</option>
            {ID_DOCUMENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {ID_DOCUMENT_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
          <FieldError field="id-document-type" />
        </div>

        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,application/pdf"
          className="sr-only"
          tabIndex={-1}
          aria-label="ID document file"
          onChange={handleFile}
          data-testid="id-document-input"
        />
        {url ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md border border-success/40 bg-success-soft p-3" data-testid="id-document-done">
            <FileText className="size-6 shrink-0 text-success" aria-hidden="true" />
            <p className="flex flex-1 items-center gap-2 text-sm font-medium text-success">
              <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
              {type ? ID_DOCUMENT_LABELS[type] : 'Document'} uploaded{fileName ? `: ${fileName}` : ''}
            </p>
            <Button type="button" variant="ghost" size="sm" onClick={remove} data-testid="id-document-remove">
              <Trash2 aria-hidden="true" />
              Remove
            </Button>
          </div>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            disabled={percent !== null}
            onClick={chooseFile}
            data-testid="id-document-choose"
            data-focus-target="id-document"
            {...fileInvalid}
          >
            <FileUp aria-hidden="true" />
            {percent !== null ? 'Uploading...' : 'Upload Document'}
          </Button>
        )}
        {percent !== null && <UploadProgress percent={percent} testId="id-document-progress" />}
        <FieldError field="id-document" />

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="id-document-number">Document Number</Label>
            <Input id="id-document-number" value={number} autoComplete="off" onChange={(e) => props.onNumberChange(e.target.value)} data-testid="id-document-number" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="id-expiry-date">Expiry Date</Label>
            <DateField id="id-expiry-date" label="Expiry Date" value={expiryDate} onValueChange={props.onExpiryChange} data-testid="id-expiry-date" />
          </div>
        </div>
        <Button type="button" variant="secondary" className="w-fit" onClick={saveDetails} data-testid="id-document-save">
          Save Document Details
        </Button>
      </CardContent>
    </Card>
  );
}
