import type { Site } from '../site/index.js'
import { businessSettings, storedPayments, storedProfile } from './stored-settings.js'

/** Which of the owner's first settings a site has: a logo, a UPI id for manual payment, its hours saved. */
export interface SettingsSetup {
  logo: boolean
  upiId: boolean
  hours: boolean
}

/**
 * What the onboarding checklist reads of the settings (server/modules/share):
 * the hours count once the owner saved them (the defaults do not).
 */
export function settingsSetup(site: Site): SettingsSetup {
  return {
    logo: Boolean(storedProfile(site).logo?.trim()),
    upiId: Boolean(storedPayments(site).manual.upiId?.trim()),
    hours: businessSettings(site).hours !== undefined,
  }
}
