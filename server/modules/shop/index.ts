// The shop module's public surface: the shop's own identity (name, address, phone, e-mail, licence,
// logo, hours), its routes, and the loader every instance's cache (services.ts) reads it with.
export { registerShopSettingsRoutes } from './shop-settings.routes';
export { loadShopIdentity } from './shop-settings.service';
