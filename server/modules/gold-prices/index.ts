// The gold-prices module's public surface (issue 43): the day's J$ price per gram of each karat,
// set by admins (PUT /api/admin/gold-prices) and read by staff (GET /api/gold-prices). The value
// of gold at those prices is common/gold.ts.
export { registerGoldPriceRoutes } from './gold-prices.routes';
