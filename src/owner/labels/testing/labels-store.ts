import type { OwnerHttpClient } from '../../../client/http/owner-cookie-policy'
import { createOwnerI18n, ownerT } from '../../i18n'
import { OwnerLiveBus } from '../../owner-live'
import { InboxStore } from '../../stores/inbox-store'
import { LabelsStore } from '../labels-store'

/** A labels store on `api` for a panel test, with an inbox list of its own and a live bus tests may `emit` into. */
export function testLabelsStore(api: OwnerHttpClient, live = new OwnerLiveBus()): LabelsStore {
  const t = ownerT(createOwnerI18n())
  const inbox = new InboxStore({ api, t, isReading: () => false, me: () => null })
  return new LabelsStore({ api, live, t, inbox })
}
