import { makeAutoObservable } from 'mobx'

/** The screens of the Settings tab, in the order its list shows them. */
export const SETTINGS_SCREENS = [
  'profile',
  'payments',
  'delivery',
  'hours',
  'team',
  'notifications',
  'quickReplies',
  'labels',
  'cartReminders',
  'discountCodes',
  'offers',
  'invoices',
  'email',
  'webhooks',
] as const
export type SettingsScreen = (typeof SETTINGS_SCREENS)[number]

/** The id of a screen's heading: it takes the focus when the screen opens (a checklist step lands there too). */
export const settingsHeadingId = (screen: SettingsScreen): string => `ow-settings-${screen}`

/**
 * Where the owner is in the Settings tab: its list, or one screen of it
 * (`screen`). Part of the owner app's navigation: the browser's Back closes
 * the open screen (`owner-history.ts`), and the list entry the owner came
 * back from takes the focus again (`cameBackFrom`).
 *
 * @example
 * const nav = new SettingsNavigation()
 * nav.open('payments') // the Payments screen, its heading focused
 * nav.back() // the list, with 'Payments' focused
 */
export class SettingsNavigation {
  /** The open screen, or null for the list. */
  screen: SettingsScreen | null = null
  /** The screen the owner just came back from (its list entry takes the focus), or null. */
  cameBackFrom: SettingsScreen | null = null

  constructor() {
    makeAutoObservable(this)
  }

  open(screen: SettingsScreen): void {
    this.screen = screen
    this.cameBackFrom = null
  }

  /** Back to the list, from the open screen. */
  back(): void {
    this.cameBackFrom = this.screen
    this.screen = null
  }

  /** The list, with no entry to return the focus to (another tab was opened, or the owner signed out). */
  reset(): void {
    this.screen = null
    this.cameBackFrom = null
  }

  /** The focus went back to the list entry. */
  returned(): void {
    this.cameBackFrom = null
  }
}
