// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render-ui';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it('reads as the address, with a wrap point after the "@" and before each "."', () => {
    renderUi(<EmailText email="tamika.search.17@example.com" className="text-xs" />);
    const text = screen.getByText('tamika.search.17@example.com');
    expect(text.textContent).toBe('tamika.search.17@example.com');
    expect(text.querySelectorAll('wbr')).toHaveLength(4);
    expect(text.innerHTML).toBe('tamika<wbr>.search<wbr>.17@<wbr>example<wbr>.com');
    expect(text.className).toBe('break-words text-xs');
  });

  it('leaves an address without those characters whole', () => {
    renderUi(<EmailText email="no-at-sign" />);
    expect(screen.getByText('no-at-sign').querySelectorAll('wbr')).toHaveLength(0);
  });
});
