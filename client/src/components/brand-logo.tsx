import { cn } from '@/lib/cn';

/** The Pawnbook mark: a gold "P" on the brand green. Decorative; the brand name is the text beside it. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#0b5d4f" />
      <path
        d="M9 24V8h7.5a5.5 5.5 0 0 1 0 11H13v5z"
        fill="none"
        stroke="#f2c94c"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="16.3" cy="13.5" r="1.6" fill="#f2c94c" />
    </svg>
  );
}
