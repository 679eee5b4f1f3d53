import { useId } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { actionLabel, humanizeKey } from '../utils/format-audit-summary';

export type TActivityFilters = { action: string; entity: string; user: string; from: string; to: string };
export const NO_FILTERS: TActivityFilters = { action: '', entity: '', user: '', from: '', to: '' };

type TProps = {
  filters: TActivityFilters;
  onChange: (filters: TActivityFilters) => void;
  actions: string[];
  entities: string[];
};

/** The chosen value stays an option even when the server's list no longer names it. */
const withCurrent = (values: string[], current: string) => (current && !values.includes(current) ? [current, ...values] : values);

export function ActivityFilters({ filters, onChange, actions, entities }: TProps) {
  const id = useId();
  const set = (key: keyof TActivityFilters, value: string) => onChange({ ...filters, [key]: value });
  const active = Object.values(filters).some((v) => v !== '');

  return (
    <form
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,1fr))_22rem_auto] lg:items-end"
      aria-label="Filter activity"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-action`}>Action</Label>
        <NativeSelect id={`${id}-action`} value={filters.action} onChange={(e) => set('action', e.target.value)} data-testid="activity-filter-action">
          <option value="">All actions</option>
          {withCurrent(actions, filters.action).map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-entity`}>Record type</Label>
        <NativeSelect id={`${id}-entity`} value={filters.entity} onChange={(e) => set('entity', e.target.value)} data-testid="activity-filter-entity">
          <option value="">All records</option>
          {withCurrent(entities, filters.entity).map((entity) => (
            <option key={entity} value={entity}>
              {humanizeKey(entity)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-user`}>User e-mail</Label>
        <Input
          id={`${id}-user`}
          type="search"
          value={filters.user}
          onChange={(e) => set('user', e.target.value)}
          placeholder="Part of an e-mail"
          maxLength={254}
          autoComplete="off"
          spellCheck={false}
          data-testid="activity-filter-user"
        />
      </div>
      <div className="grid gap-3 min-[420px]:grid-cols-2 sm:col-span-2 lg:col-span-1">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-from`}>From</Label>
          <DateField id={`${id}-from`} label="From" value={filters.from} max={filters.to || undefined} onValueChange={(v) => set('from', v)} data-testid="activity-filter-from" />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={`${id}-to`}>To</Label>
          <DateField id={`${id}-to`} label="To" value={filters.to} min={filters.from || undefined} onValueChange={(v) => set('to', v)} data-testid="activity-filter-to" />
        </div>
      </div>
      <Button variant="ghost" className="w-fit" disabled={!active} onClick={() => onChange(NO_FILTERS)} data-testid="activity-filter-clear">
        <X aria-hidden="true" />
        Clear
      </Button>
    </form>
  );
}
