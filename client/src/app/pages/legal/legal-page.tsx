import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PAGE_GUTTER } from '../../layout/page-frame';

type TLegalPageProps = { title: string; lead: ReactNode; updated?: string; children: ReactNode; testId: string };

/**
 * The frame of the public Privacy Policy, Terms of Service and Contact Us pages: one readable
 * column (a line of about 70 characters), the title, a lead paragraph and the sections.
 */
export function LegalPage({ title, lead, updated, children, testId }: TLegalPageProps) {
  useDocumentTitle(title);
  return (
    <article className={`mx-auto grid w-full max-w-3xl gap-8 py-10 md:py-14 ${PAGE_GUTTER}`} data-testid={testId}>
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
        <div className="text-lg text-muted-foreground">{lead}</div>
        {updated && <p className="text-sm text-muted-foreground">Last updated {updated}</p>}
      </header>
      {children}
    </article>
  );
}
