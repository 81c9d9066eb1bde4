import type { ChecklistStep, OwnerShareResponse } from '../../../contract/owner-share'
import { CHECKLIST_STEPS } from '../../../contract/owner-share'

/** A share answer for tests: the demo's link, with `done` steps ticked. Test code only. */
export function shareAnswer(done: readonly ChecklistStep[] = [], dismissed = false): OwnerShareResponse {
  return {
    message: 'success',
    link: 'https://demo.vitrine.example',
    siteName: 'Kesar Kitchen',
    checklist: { steps: CHECKLIST_STEPS.map((step) => ({ step, done: done.includes(step) })), dismissed },
  }
}
