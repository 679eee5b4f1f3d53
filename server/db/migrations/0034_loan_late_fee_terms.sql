-- Issue 34: each loan keeps the terms it was made with. Nothing to change in the data: a loan's
-- interest_rate was always stored on it, and its late fee too: late_fee_percent holds the shop's
-- percent of the day from each new submission on (shop_settings.late_fee_percent, migration 0029),
-- and loans stored before 0018 keep NULL there, which means the fixed late_fine their agreements
-- stated (common/late-fee.ts lateFeeRuleOf). Backfilling 20 would change what those agreements say.
SELECT 1;
