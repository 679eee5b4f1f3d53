import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { ADMIN_GROUPS, type TAdminSection, type TAdminSectionId } from './admin-sections';

export const adminHref = (id: TAdminSectionId) => `/admin?tab=${id}`;

/** The three navigation groups: a column beside the content on wide screens, a scrolling strip on a phone. */
export function AdminNav({ sections, current }: { sections: TAdminSection[]; current: TAdminSectionId }) {
  const strip = useRef<HTMLDivElement>(null);
  // On a phone the strip scrolls sideways: bring the open tab into it (without scrolling the page).
  useEffect(() => {
    const container = strip.current;
    const active = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !active || container.scrollWidth <= container.clientWidth) return;
    container.scrollLeft = Math.max(0, active.offsetLeft - container.offsetLeft - 16);
  }, [current]);

  return (
    <nav aria-label="Dashboard sections" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
      <div ref={strip} className="-mx-4 flex gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:gap-5 lg:overflow-visible lg:px-0 lg:pb-0">
        {ADMIN_GROUPS.map((group) => {
          const items = sections.filter((s) => s.group === group);
          if (items.length === 0) return null;
          return (
            <div key={group} className="shrink-0">
              <h2 className="mb-1.5 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group}</h2>
              <ul className="flex gap-1 lg:grid">
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
                          'flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
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
      </div>
    </nav>
  );
}
