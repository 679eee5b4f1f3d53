/**
 * How an applicant signed (issue 30 item 3): drawn on the pad, their name typed and drawn in a
 * handwriting font (for someone who uses only a keyboard), or a photo of a signature on paper.
 * Every one is stored as an image through the normal upload; staff see which it was at review.
 */
export const SIGNATURE_METHODS = ['drawn', 'typed', 'uploaded'] as const;
export type TSignatureMethod = (typeof SIGNATURE_METHODS)[number];

export const SIGNATURE_METHOD_LABELS: Record<TSignatureMethod, string> = {
  drawn: 'Drawn signature',
  typed: 'Typed signature',
  uploaded: 'Uploaded signature photo',
};

export const SIGNATURE_METHOD_MESSAGE = 'Signature method must be drawn, typed or uploaded';
