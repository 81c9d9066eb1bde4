import type { ChecklistStep, OwnerShareResponse } from '../../../contract/owner-share'
import { CHECKLIST_STEPS } from '../../../contract/owner-share'
import { DEFAULT_HOURS, type OwnerSettingsResponse } from '../../../contract/settings'

/** A share answer for tests: the demo's link, with `done` steps ticked. Test code only. */
export function shareAnswer(done: readonly ChecklistStep[] = [], dismissed = false): OwnerShareResponse {
  return {
    message: 'success',
    link: 'https://demo.vitrine.example',
    siteName: 'Kesar Kitchen',
    checklist: { steps: CHECKLIST_STEPS.map((step) => ({ step, done: done.includes(step) })), dismissed },
  }
}

/** A new site's settings for tests: no UPI id, no logo, the default hours. Test code only. */
export const newSiteSettings: OwnerSettingsResponse = {
  message: 'success',
  payments: {
    upiId: '',
    payeeName: '',
    qrCode: null,
    phone: '',
    gateway: 'none',
    razorpay: { keyId: '', keySecretLast4: null, webhookSecretLast4: null, fromEnvironment: false },
    sandboxAvailable: true,
  },
  profile: { name: 'Kesar Kitchen', logo: null, colorPalette: {}, phone: '', whatsapp: '', email: '', address: '' },
  hours: DEFAULT_HOURS,
  status: { open: true, reopens: null },
  activity: [],
}
