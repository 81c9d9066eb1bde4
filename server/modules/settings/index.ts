/**
 * The settings module's public face: the owner's settings calls (payments,
 * business profile, hours), and what other modules read of them: whether
 * orders are paused, what the widget's header says now, and the audit other
 * owner sections (delivery) record their changes in, and which first
 * settings a site has (the onboarding checklist).
 * Other modules import this folder only through this file.
 */
export { default } from './routes.js'
export { availability, type Availability } from './availability.js'
export { ordersPaused, widgetAvailability } from './site-status.js'
export { activity, recordChange } from './audit.js'
export { settingsSetup, type SettingsSetup } from './setup-state.js'
export { storedHours, storedPayments, storedProfile } from './stored-settings.js'
