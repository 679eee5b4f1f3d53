import { GoldPricesCard } from '@/features/gold-prices/components/gold-prices-card';
import { PledgesTab } from '@/features/pledges/components/pledges-tab';

/**
 * The Pledges tab: the day's gold prices (issue 43: admins set them each morning, every clerk values
 * gold at them) above the pledge book.
 */
export function PledgesSection() {
  return (
    <div className="grid min-w-0 gap-6">
      <GoldPricesCard />
      <PledgesTab />
    </div>
  );
}
