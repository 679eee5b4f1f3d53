import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { ADMIN_GROUPS, type TAdminSection, type TAdminSectionId } from './admin-sections';

export const adminHref = (id: TAdminSectionId) => `/admin?tab=${id}`;

/** The three navigation groups as a column beside the content (wide screens; a phone has the picker). */
export function AdminNav({ sections, current }: { sections: TAdminSection[]; current: TAdminSectionId }) {
  return (
    <nav aria-label="Dashboard sections" className="sticky top-20 grid min-w-0 gap-5 self-start">
      {ADMIN_GROUPS.map((group) => {
        const items = sections.filter((s) => s.group === group);
        if (items.length === 0) return null;
        return (
          <div key={group}>
            <h2 className="mb-1.5 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group}</h2>
            <ul className="grid gap-1">
              {items.map((section) => {
                const active = section.id === current;
                const Icon = section.icon;
                return (
                  <li key={section.id}>
                    <Link
                      href={adminHref(section.id)}
                      aria-current={active ? 'page' : undefined}
                      data-testid={`admin-tab-${section.id}`}
                      className={cn(
                        'flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                        'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring',
                        active ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
                      )}
                    >
                      <Icon className="size-4 shrink-0" aria-hidden="true" />
                      {section.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
