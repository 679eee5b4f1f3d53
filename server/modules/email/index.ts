// The email module's public surface: the e-mail settings and outbox screens, and the sending
// configuration the outbox worker (server/lib/mail) is handed in main.ts.
export { registerEmailOutboxRoutes } from './email-outbox.routes';
export { emailSettingsNeedingPassword, loadSendingConfiguration } from './email-settings.service';
export { registerEmailSettingsRoutes } from './email-settings.routes';
