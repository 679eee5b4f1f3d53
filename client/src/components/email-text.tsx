import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects: after its "@" and before each ".", so a
 * narrow column shows "tamika.search" / ".1795@example" / ".com" rather than cutting "example.co" /
 * "m". A part wider than the space on its own still breaks (break-words), never overflows.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className={`break-words ${className ?? ''}`.trim()}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
