// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render-ui';
import { AdminSectionPicker } from './admin-section-picker';
import { sectionsFor } from './admin-sections';

describe('the dashboard section picker (phones)', () => {
  it('lists the role’s sections in full, grouped, with the open one chosen', () => {
    renderUi(<AdminSectionPicker sections={sectionsFor('admin')} current="accounting" />);
    const select = screen.getByRole('combobox', { name: 'Section' }) as HTMLSelectElement;
    expect(select.value).toBe('accounting');
    expect(within(screen.getByRole('navigation', { name: 'Dashboard sections' })).getByRole('combobox')).toBe(select);
    const groups = Array.from(select.querySelectorAll('optgroup')).map((group) => [group.label, Array.from(group.querySelectorAll('option')).map((o) => o.textContent)]);
    expect(groups).toEqual([
      ['Loan Management', ['Loan Applications', 'New pawn', 'Pledges']],
      ['Financial Management', ['Accounting', 'Payments', 'Collections', 'Reports', 'Books']],
      ['System Management', ['Borrowers', 'Staff Users', 'Email Settings', 'Activity', 'Profile']],
    ]);
  });

  it('opens the chosen section through the address', async () => {
    const { user, currentPath } = renderUi(<AdminSectionPicker sections={sectionsFor('super_admin')} current="loans" />, { path: '/admin?tab=loans' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'Payments');
    expect(currentPath()).toBe('/admin?tab=payments');
  });

  it('leaves out a group the role has nothing in', () => {
    renderUi(<AdminSectionPicker sections={sectionsFor('it')} current="system-admin" />);
    const labels = Array.from(screen.getByRole('combobox', { name: 'Section' }).querySelectorAll('optgroup')).map((g) => g.label);
    expect(labels).toEqual(['System Management']);
  });
});
