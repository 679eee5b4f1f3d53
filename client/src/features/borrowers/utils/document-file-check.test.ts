import { describe, expect, it } from 'vitest';
import { checkDocumentFile } from './document-file-check';

const MB = 1024 * 1024;

describe('checkDocumentFile (Manage Documents, the spec upload checks)', () => {
  it('asks for the document type first, then the file type, then the size', () => {
    expect(checkDocumentFile('', { type: 'text/plain', size: 20 * MB })?.title).toBe('Document Type Required');
    expect(checkDocumentFile('trn', { type: 'text/plain', size: 20 * MB })).toEqual({ title: 'Invalid File Type', description: 'Please upload a JPEG, PNG, or PDF file.' });
    expect(checkDocumentFile('trn', { type: 'image/png', size: 10 * MB + 1 })).toEqual({ title: 'File Too Large', description: 'File size must be less than 10MB.' });
  });

  it('takes JPEG, PNG and PDF, a PDF only as the ID document', () => {
    expect(checkDocumentFile('trn', { type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(checkDocumentFile('signature', { type: 'image/png', size: 1 })).toBeNull();
    expect(checkDocumentFile('idDocument', { type: 'application/pdf', size: 1 })).toBeNull();
    expect(checkDocumentFile('photo', { type: 'application/pdf', size: 1 })?.title).toBe('Invalid File Type');
    expect(checkDocumentFile('photo', { type: 'image/webp', size: 1 })?.title).toBe('Invalid File Type');
  });
});
