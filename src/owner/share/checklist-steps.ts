import type { ChecklistStep } from '../../../contract/owner-share'
import type { OwnerTab } from '../stores/owner-app'

/** The Settings sections a checklist step opens (ids SettingsView puts on them). */
export const SETTINGS_ANCHORS = {
  profile: 'ow-settings-profile',
  payments: 'ow-settings-payments',
  hours: 'ow-settings-hours',
} as const

/** The Share tab's heading, where the 'share' step lands. */
export const SHARE_TITLE_ID = 'ow-share-title'

/** Where each onboarding step is done: the tab, and the element there that takes the focus (a CSS selector). */
export const STEP_TARGETS: Record<ChecklistStep, { tab: OwnerTab; focus: string }> = {
  logo: { tab: 'settings', focus: `#${SETTINGS_ANCHORS.profile}` },
  product: { tab: 'catalogue', focus: '[role="tabpanel"]' },
  upi: { tab: 'settings', focus: `#${SETTINGS_ANCHORS.payments}` },
  hours: { tab: 'settings', focus: `#${SETTINGS_ANCHORS.hours}` },
  share: { tab: 'share', focus: `#${SHARE_TITLE_ID}` },
}
