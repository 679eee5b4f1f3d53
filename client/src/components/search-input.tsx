import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type TProps = Omit<ComponentProps<typeof Input>, 'type'> & {
  /** Classes of the box around the field and its magnifier (its width in a row of filters). */
  boxClassName?: string;
  /** A label for screen readers only, where the list's heading and the field's hint text say it to the eye; else the caller labels the field. */
  hiddenLabel?: string;
};

/** A search field with a magnifier in front. */
export function SearchInput({ boxClassName, hiddenLabel, className, ...props }: TProps) {
  return (
    <div className={cn('relative', boxClassName)}>
      {hiddenLabel && (
        <label htmlFor={props.id} className="sr-only">
          {hiddenLabel}
        </label>
      )}
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
