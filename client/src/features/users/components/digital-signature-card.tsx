import { useState } from 'react';
import { PenLine, Trash2 } from 'lucide-react';
import type { TPublicUser } from '@common/contracts/auth';
import { ImagePreview } from '@/components/image-preview';
import { SignaturePadField } from '@/components/signature-pad-field';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { OwnDocumentCard } from './own-document-card';
import { useSaveOwnDocument } from '../hooks/use-save-own-document';
import { ImageUploadButton } from '@/components/image-upload-button';

/** Digital Signature (profile page): the saved signature, drawn on the pad or uploaded as a picture; change or remove it. */
export function DigitalSignatureCard({ user }: { user: TPublicUser }) {
  const [editing, setEditing] = useState(false);
  const { save, isSaving } = useSaveOwnDocument();
  const current = user.signatureUrl;
  const saveSignature = (path: string) => save({ signatureUrl: path }, () => setEditing(false));

  return (
    <OwnDocumentCard title="Digital Signature" description="Used on your loan agreements. Draw it with a finger, pen or mouse, or upload a picture of it." saved={Boolean(current)} isSaving={isSaving} testIdPrefix="signature">
      {current && (
        <div className="grid gap-3">
          <ImagePreview src={current} label="Your signature" fit="contain" className="aspect-[2/1] w-full max-w-[400px]" testId="signature-current" />
          {!editing && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setEditing(true)} disabled={isSaving} data-testid="signature-change">
                <PenLine aria-hidden="true" />
                Change Signature
              </Button>
              <Button variant="ghost" className="text-destructive" onClick={() => save({ signatureUrl: '' })} disabled={isSaving} data-testid="signature-remove-saved">
                <Trash2 aria-hidden="true" />
                {isSaving ? 'Removing...' : 'Remove Signature'}
              </Button>
            </div>
          )}
        </div>
      )}
      {(!current || editing) && (
        <Tabs defaultValue="draw">
          <TabsList aria-label="How to add your signature" className="max-w-[400px]">
            <TabsTrigger value="draw">Draw</TabsTrigger>
            <TabsTrigger value="upload">Upload Image</TabsTrigger>
          </TabsList>
          <TabsContent value="draw">
            <SignaturePadField alternatives={false} value={null} onChange={(path) => path && saveSignature(path)} />
          </TabsContent>
          <TabsContent value="upload" className="grid gap-2">
            <p className="text-sm text-muted-foreground">A clear picture of your signature on white paper (JPEG, PNG or WebP, up to 10MB).</p>
            <ImageUploadButton label="Upload Signature Image" inputLabel="Signature image file" onUploaded={saveSignature} disabled={isSaving} testId="signature-upload" />
          </TabsContent>
          {editing && (
            <Button variant="ghost" className="w-fit" onClick={() => setEditing(false)} disabled={isSaving}>
              Cancel
            </Button>
          )}
        </Tabs>
      )}
    </OwnDocumentCard>
  );
}
