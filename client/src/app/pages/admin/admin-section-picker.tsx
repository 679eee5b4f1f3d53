import { useId } from 'react';
import { useLocation } from 'wouter';
import { NativeSelect } from '@/components/ui/native-select';
import { ADMIN_GROUPS, type TAdminSection, type TAdminSectionId } from './admin-sections';
import { adminHref } from './admin-nav';

/**
 * The dashboard's sections on a phone: one native select, grouped as the wide column is, so every
 * label reads in full and the phone's own picker (with its screen-reader support) does the choosing.
 */
export function AdminSectionPicker({ sections, current }: { sections: TAdminSection[]; current: TAdminSectionId }) {
  const id = useId();
  const [, navigate] = useLocation();

  return (
    <nav aria-label="Dashboard sections" className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Section
      </label>
      <NativeSelect
        id={id}
        value={current}
        onChange={(event) => navigate(adminHref(event.target.value as TAdminSectionId))}
        data-testid="admin-section-picker"
      >
        {ADMIN_GROUPS.map((group) => {
          const items = sections.filter((s) => s.group === group);
          if (items.length === 0) return null;
          return (
            <optgroup key={group} label={group}>
              {items.map((section) => (
                <option key={section.id} value={section.id}>
                  {section.label}
                </option>
              ))}
            </optgroup>
          );
        })}
      </NativeSelect>
    </nav>
  );
}
