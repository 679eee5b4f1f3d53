import { Suspense } from 'react';
import { useSearch } from 'wouter';
import type { TRole } from '@common/roles';
import { StatusMessage } from '@/components/status-message';
import { AdminSummaryCards } from '@/features/applications/components/admin-summary-cards';
import { AccessGuard } from '@/features/auth/components/access-guard';
import { WhatsNewDialog } from '@/features/whats-new/components/whats-new-dialog';
import { useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { getDisplayName } from '@/lib/user-display';
import { PageContainer } from '../layout/page-container';
import { AdminNav } from './admin/admin-nav';
import { AdminSectionPicker } from './admin/admin-section-picker';
import { ADMIN_SECTION_LOADERS } from './admin/admin-section-loaders';
import { sectionsFor, type TAdminSection } from './admin/admin-sections';
import { isAdminSectionId } from '../routes';
import { UpcomingSection } from './admin/upcoming-section';

/** Loads the code of the tab `?tab=` names (Loan Applications for none or an unknown one). */
export function loadSection(requested: string | null): Promise<unknown> {
  return ADMIN_SECTION_LOADERS[requested !== null && isAdminSectionId(requested) ? requested : 'loans'].load();
}

/** The tab in the address (?tab=...) when this role may see it, else the role's first tab. */
function pickSection(sections: TAdminSection[], requested: string | null): TAdminSection | undefined {
  return sections.find((s) => s.id === requested) ?? sections[0];
}

function AdminDashboard() {
  const { user, isStaff } = useAuth();
  const search = useSearch();
  // Tailwind's lg: the column of sections beside the content; below it, one select above the content.
  const wide = useMediaQuery('(min-width: 1024px)', true);
  if (!user) return null;
  const sections = sectionsFor(user.role as TRole);
  const current = pickSection(sections, new URLSearchParams(search).get('tab'));

  return (
    <PageContainer className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
          <p className="mt-1 text-muted-foreground" data-testid="admin-welcome">
            Welcome back, {user.firstName?.trim() || getDisplayName(user)}.
          </p>
        </div>
        <WhatsNewDialog />
      </div>
      {/* it runs the system and sees no borrower data (DESIGN decision 1). */}
      {isStaff && <AdminSummaryCards />}
      {current && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-6">
          {wide ? <AdminNav sections={sections} current={current.id} /> : <AdminSectionPicker sections={sections} current={current.id} />}
          <section aria-labelledby="admin-section-title" className="grid min-w-0 content-start gap-4" data-testid={`admin-section-${current.id}`}>
            {/* On a phone the picker above already shows the section's name: the heading stays for screen readers. */}
            <h2 id="admin-section-title" className="text-xl font-semibold max-lg:sr-only">
              {current.label}
            </h2>
            {'component' in current ? (
              // A screen high while the tab downloads: the footer does not show and then move down.
              <Suspense fallback={<StatusMessage className="min-h-dvh items-start pt-10">Loading...</StatusMessage>}>
                <current.component />
              </Suspense>
            ) : (
              <UpcomingSection title={current.label} upcoming={current.upcoming} />
            )}
          </section>
        </div>
      )}
    </PageContainer>
  );
}

export function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <AccessGuard level="adminArea">
      <AdminDashboard />
    </AccessGuard>
  );
}
