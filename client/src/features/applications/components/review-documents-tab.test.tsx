// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { anApplication } from '@/test/fixtures';
import { renderUi } from '@/test/render-ui';
import { ReviewDocumentsTab } from './review-documents-tab';

const SIGNATURE = '/objects/uploads/00000000-0000-4000-8000-000000000003';

describe('Review: how the applicant signed', () => {
  it.each([
    ['typed', 'Typed signature'],
    ['uploaded', 'Uploaded signature photo'],
  ] as const)('says "%s" under the signature: %s', (method, label) => {
    installFakeApi();
    renderUi(<ReviewDocumentsTab application={anApplication({ borrowerSignatureUrl: SIGNATURE, borrowerSignatureMethod: method })} canReview />);
    expect(screen.getByTestId('review-signature-method').textContent).toBe(label);
  });

  it('says nothing more for a signature drawn on the pad', () => {
    installFakeApi();
    renderUi(<ReviewDocumentsTab application={anApplication({ borrowerSignatureUrl: SIGNATURE, borrowerSignatureMethod: 'drawn' })} canReview />);
    expect(screen.queryByTestId('review-signature-method')).toBeNull();
  });
});
