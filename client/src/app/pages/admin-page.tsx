import { Suspense, useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { can } from '@common/permissions';
import { isStaffRole, type TRole } from '@common/roles';
import { LazyBoundary } from '@/components/lazy-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { adminSummaryQueryOptions } from '@/features/applications/api/get-admin-summary';
import { AdminSummaryCards } from '@/features/applications/components/admin-summary-cards';
import { AccessGuard } from '@/features/auth/components/access-guard';
import { firstRunQueryOptions, useFirstRun } from '@/features/users/api/get-first-run';
import { FirstRunChecklist } from '@/features/users/components/first-run-checklist';
import { WhatsNewDialog } from '@/features/whats-new/components/whats-new-dialog';
import { authUserQueryOptions, useAuth } from '@/lib/use-auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { lazyRetry } from '@/lib/lazy-retry';
import { getDisplayName } from '@/lib/user-display';
import { PageContainer } from '../layout/page-container';
import { AdminNav } from './admin/admin-nav';
import { AdminSectionPicker } from './admin/admin-section-picker';
import { sectionsFor, type TAdminSection } from './admin/admin-sections';
import { UpcomingSection } from './admin/upcoming-section';

// The staff member's own cash drawer (issue 34): its own download, below the summary.
const CashDrawerCard = lazyRetry(() => import('@/features/cash-drawer/components/cash-drawer-card').then((m) => ({ default: m.CashDrawerCard })));
// The end-of-day (Z) report beside the drawer's close (issue 43): the reports feature's, composed here.
const DaySummaryDialog = lazyRetry(() => import('@/features/reports/components/day-summary-dialog').then((m) => ({ default: m.DaySummaryDialog })));

/** The tab in the address (?tab=...) when this role may see it, else the role's first tab. */
function pickSection(sections: TAdminSection[], requested: string | null): TAdminSection | undefined {
  return sections.find((s) => s.id === requested) ?? sections[0];
}

/** A tab's shape (its search, its filters, its list) while the tab's code downloads. */
function TabSkeleton() {
  return (
    <div role="status" className="grid min-h-dvh content-start gap-4">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-10" />
      <Skeleton className="h-20" />
      <Skeleton className="h-72" />
    </div>
  );
}

function AdminDashboard() {
  const { user, isStaff } = useAuth();
  const search = useSearch();
  // Tailwind's lg: the column of sections beside the content; below it, one select above the content.
  const wide = useMediaQuery('(min-width: 1024px)', true);
  const sections = user ? sectionsFor(user.role as TRole) : [];
  const current = pickSection(sections, new URLSearchParams(search).get('tab'));
  // The tab's first data is asked for now, beside its code, not once that code has arrived.
  const queryClient = useQueryClient();
  useEffect(() => {
    void current?.prefetch?.(queryClient);
  }, [current, queryClient]);
  // The owner's checklist sits above everything else: the rest waits for its answer (asked for with
  // the page's preload), so nothing drawn is pushed down when it arrives.
  const firstRun = useFirstRun({ enabled: user?.role === 'super_admin' });
  if (!user) return null;
  const waitingForChecklist = user.role === 'super_admin' && firstRun.isPending;
  // The staff member's cash drawer: above the sections on a desktop, after the section on a phone
  // (the picker stays on the first screen).
  const drawerCard = can(user.role as TRole, 'cashDrawer.use') ? (
    <LazyBoundary>
      <Suspense fallback={<Skeleton className="h-56" />}>
        <CashDrawerCard
          endOfDay={
            <Suspense fallback={<Skeleton className="h-9" />}>
              <DaySummaryDialog />
            </Suspense>
          }
        />
      </Suspense>
    </LazyBoundary>
  ) : null;

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
      <FirstRunChecklist />
      {waitingForChecklist && (
        <div role="status" className="min-h-dvh">
          <span className="sr-only">Loading...</span>
        </div>
      )}
      {/* it runs the system and sees no borrower data (DESIGN decision 1). */}
      {isStaff && !waitingForChecklist && <AdminSummaryCards />}
      {current && !waitingForChecklist && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-6">
          {wide ? (
            <div className="grid min-w-0 content-start gap-4">
              {drawerCard}
              <AdminNav sections={sections} current={current.id} />
            </div>
          ) : (
            <AdminSectionPicker sections={sections} current={current.id} />
          )}
          <section aria-labelledby="admin-section-title" className="grid min-w-0 content-start gap-4" data-testid={`admin-section-${current.id}`}>
            {/* On a phone the picker above already shows the section's name: the heading stays for screen readers. */}
            <h2 id="admin-section-title" className="text-xl font-semibold max-lg:sr-only">
              {current.label}
            </h2>
            {'component' in current ? (
              // A screen high while the tab downloads: the footer does not show and then move down.
              <LazyBoundary key={current.id}>
                <Suspense fallback={<TabSkeleton />}>
                  <current.component />
                </Suspense>
              </LazyBoundary>
            ) : (
              <UpcomingSection title={current.label} upcoming={current.upcoming} />
            )}
          </section>
          {!wide && drawerCard}
        </div>
      )}
    </PageContainer>
  );
}

/**
 * The route's preload (router.tsx calls it at start-up once this file is in): as soon as the
 * session says who this is, the opening tab's code and first data and the summary's figures are
 * asked for through the query client, not after this page has rendered. The page asks for the same
 * again (the query client and the browser's module map answer from what is already coming).
 */
export async function preloadAdminPage(queryClient: QueryClient): Promise<void> {
  const user = await queryClient.ensureQueryData(authUserQueryOptions);
  if (!user) return;
  const role = user.role as TRole;
  const opening = pickSection(sectionsFor(role), new URLSearchParams(window.location.search).get('tab'));
  void opening?.preload?.().catch(() => undefined);
  void opening?.prefetch?.(queryClient);
  if (isStaffRole(role)) void queryClient.prefetchQuery(adminSummaryQueryOptions);
  // The owner's checklist sits above the summary: arriving after the first render, it pushed the
  // whole page down (Lighthouse's layout shift on /admin, 0.12).
  if (role === 'super_admin') void queryClient.prefetchQuery(firstRunQueryOptions);
}

export function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <AccessGuard level="adminArea">
      <AdminDashboard />
    </AccessGuard>
  );
}
