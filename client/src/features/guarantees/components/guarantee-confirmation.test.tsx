// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render-ui';
import { GuaranteeConfirmation } from './guarantee-confirmation';

// What the guarantor reads after answering: a loan waiting for approval, or a renewal already running (issue 32).
describe('GuaranteeConfirmation', () => {
  const shown = (status: 'accepted' | 'declined', renewal: boolean) => {
    renderUi(<GuaranteeConfirmation token="tok" answer={{ status }} shopName="Kingston Pawn" borrowerName="Marcia Brown" renewal={renewal} />);
    return screen.getByTestId('guarantee-confirmation').textContent ?? '';
  };

  it('tells the guarantor of a new loan that the shop may now approve it, or will not with them', () => {
    expect(shown('accepted', false)).toContain("Kingston Pawn has your signature and ID. The shop may now approve Marcia Brown's loan.");
  });

  it('tells the guarantor of a renewal that they now guarantee it, without speaking of approval', () => {
    const text = shown('accepted', true);
    expect(text).toContain("You now guarantee Marcia Brown's renewed loan.");
    expect(text).not.toContain('approve');
  });

  it('says a declined renewal is not guaranteed by them, and a declined new loan will not be approved with them', () => {
    expect(shown('declined', true)).toContain("Kingston Pawn has been told. You do not guarantee Marcia Brown's renewed loan.");
  });

  it('says a declined new loan will not be approved with them as guarantor', () => {
    expect(shown('declined', false)).toContain('The loan will not be approved with you as guarantor.');
  });
});
