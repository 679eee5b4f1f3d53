import { BrandLogo } from '@/components/brand-logo';
import { cn } from '@/lib/cn';
import { PAGE_FRAME } from './page-frame';

// The spec's footer links have no destination yet; they stay real, focusable links.
const FOOTER_LINKS = ['Privacy Policy', 'Terms of Service', 'Contact Us'] as const;

export function SiteFooter() {
  return (
    <footer className="print:hidden border-t border-border bg-card">
      <div className={cn(PAGE_FRAME, 'flex flex-col gap-4 py-8 md:flex-row md:items-center md:justify-between')}>
        <div className="flex items-center gap-2 font-semibold text-primary">
          <BrandLogo className="size-6" />
          Pawnbook
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
            {FOOTER_LINKS.map((label) => (
              <li key={label}>
                <a
                  href="#"
                  onClick={(e) => e.preventDefault()}
                  className="inline-flex min-h-10 items-center rounded-sm px-2 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-3 focus-visible:outline-ring"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-muted-foreground">© {new Date().getFullYear()} Pawnbook. All rights reserved.</p>
      </div>
    </footer>
  );
}
