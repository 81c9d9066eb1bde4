import { makeAutoObservable } from 'mobx'
import { DEFAULT_COUNTRY_CODE } from '../../../contract/contact'
import {
  OWNER_TEAM_INVITE_PATH,
  OWNER_TEAM_PATH,
  OWNER_TEAM_REMOVE_PATH,
  TeamResponse,
  type TeamOwner,
} from '../../../contract/owner-team'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { isPhoneNumber, phoneDigits } from '../../client/sign-in/phone-rules'
import { Loadable } from '../../client/store/loadable'
import { Submission } from '../../client/store/submission'
import type { OwnerT } from '../i18n'
import { errorText } from '../stores/error-text'

/** How an owner is named in the list and the messages: their name, else their phone. */
export const ownerLabel = (owner: TeamOwner): string => owner.name ?? `${owner.countryCode} ${owner.phoneNumber}`

/**
 * The Team section (contract/owner-team.ts): the site's owners, adding one
 * by phone (and a name), removing one. The server keeps the last owner; the
 * list says so before anyone tries. After an owner removes themselves the
 * session is gone, so `onLeft` signs the app out.
 */
export class TeamStore {
  /** The owners' request (the kernel's `Loadable`). */
  readonly request = new Loadable()
  owners: TeamOwner[] = []
  countryCode = DEFAULT_COUNTRY_CODE
  phoneNumber = ''
  name = ''
  readonly invitation = new Submission()
  readonly removal = new Submission()
  /** The phone as typed is no phone number (said before anything is sent). */
  private invalid = false
  private removingId: string | null = null
  /** The last thing done, for the polite live region. */
  notice: string | null = null

  constructor(private readonly deps: { api: OwnerHttpClient; t: OwnerT; onLeft(): void }) {
    makeAutoObservable<TeamStore, 'deps'>(this, { deps: false, request: false, invitation: false, removal: false })
  }

  get phoneValid(): boolean {
    return isPhoneNumber(this.phoneNumber)
  }

  /** Whether the signed-in owner is the only one (they cannot leave). */
  get alone(): boolean {
    return this.owners.length <= 1
  }

  /** The owner id being removed, or null. */
  get removing(): string | null {
    return this.removal.busy ? this.removingId : null
  }

  /** What went wrong last, in words: a phone that is none, or a call's failure. */
  get failure(): string | null {
    if (this.invalid) return this.deps.t('team.phoneInvalid')
    const error = this.invitation.error ?? this.removal.error ?? this.request.error
    return error === null ? null : errorText(error, this.deps.t)
  }

  setCountryCode(value: string) {
    this.countryCode = value
  }
  setPhoneNumber(value: string) {
    this.phoneNumber = phoneDigits(value)
    this.invalid = false
    this.invitation.clear()
  }
  setName(value: string) {
    this.name = value
  }

  load(): Promise<boolean> {
    return this.request.run(
      () => this.deps.api.get(OWNER_TEAM_PATH, TeamResponse),
      ({ owners }) => (this.owners = owners),
    )
  }

  invite(): Promise<boolean> {
    this.invalid = !this.phoneValid
    this.removal.clear()
    if (this.invalid) return Promise.resolve(false)
    const body = {
      countryCode: this.countryCode,
      phoneNumber: this.phoneNumber,
      ...(this.name.trim() ? { name: this.name.trim() } : {}),
    }
    return this.invitation.submit(
      () => this.deps.api.post(OWNER_TEAM_INVITE_PATH, body, TeamResponse),
      ({ owners }) => {
        const added = owners.find((owner) => owner.phoneNumber === body.phoneNumber)
        this.owners = owners
        this.notice = this.deps.t('team.invited', { who: added ? ownerLabel(added) : body.phoneNumber })
        this.phoneNumber = ''
        this.name = ''
      },
    )
  }

  async remove(owner: TeamOwner): Promise<void> {
    this.removingId = owner.id
    this.invitation.clear()
    const removed = await this.removal.submit(
      () => this.deps.api.post(OWNER_TEAM_REMOVE_PATH, { ownerId: owner.id }, TeamResponse),
      ({ owners }) => {
        this.owners = owners
        this.notice = this.deps.t('team.removed', { who: ownerLabel(owner) })
      },
    )
    if (removed && owner.you) this.deps.onLeft()
  }
}
