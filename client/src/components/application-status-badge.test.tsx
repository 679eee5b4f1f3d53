// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, STATUS_LABELS, STATUS_TONE } from '@common/application-status';
import { TONE_BADGE_CLASSES } from '@/lib/status-tone';
import { renderUi } from '@/test/render-ui';
import { ApplicationStatusBadge } from './application-status-badge';

describe('ApplicationStatusBadge', () => {
  it('shows every status with the label and colours of its tone', () => {
    renderUi(
      <>
        {APPLICATION_STATUSES.map((status) => (
          <ApplicationStatusBadge key={status} status={status} />
        ))}
      </>,
    );
    for (const status of APPLICATION_STATUSES) {
      const badge = screen.getByText(STATUS_LABELS[status]);
      expect(badge.getAttribute('data-tone'), status).toBe(STATUS_TONE[status]);
      for (const name of TONE_BADGE_CLASSES[STATUS_TONE[status]].split(' ')) expect(badge.classList.contains(name), `${status} ${name}`).toBe(true);
    }
  });

  it('shows a status it does not know as stored, in the neutral tone', () => {
    renderUi(<ApplicationStatusBadge status="on_hold" />);
    expect(screen.getByText('On hold').getAttribute('data-tone')).toBe('neutral');
  });
});
