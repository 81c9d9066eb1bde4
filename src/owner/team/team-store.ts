import { makeAutoObservable, runInAction } from 'mobx'
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
  status: 'loading' | 'ready' | 'failed' = 'loading'
  owners: TeamOwner[] = []
  countryCode = DEFAULT_COUNTRY_CODE
  phoneNumber = ''
  name = ''
  inviting = false
  /** Owner id being removed. */
  removing: string | null = null
  failure: string | null = null
  /** The last thing done, for the polite live region. */
  notice: string | null = null

  constructor(private readonly deps: { api: OwnerHttpClient; t: OwnerT; onLeft(): void }) {
    makeAutoObservable<TeamStore, 'deps'>(this, { deps: false })
  }

  get phoneValid(): boolean {
    return isPhoneNumber(this.phoneNumber)
  }

  /** Whether the signed-in owner is the only one (they cannot leave). */
  get alone(): boolean {
    return this.owners.length <= 1
  }

  setCountryCode(value: string) {
    this.countryCode = value
  }
  setPhoneNumber(value: string) {
    this.phoneNumber = phoneDigits(value)
    this.failure = null
  }
  setName(value: string) {
    this.name = value
  }

  async load(): Promise<void> {
    try {
      const { owners } = await this.deps.api.get(OWNER_TEAM_PATH, TeamResponse)
      runInAction(() => {
        this.owners = owners
        this.status = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        this.failure = errorText(error, this.deps.t)
        this.status = 'failed'
      })
    }
  }

  async invite(): Promise<void> {
    if (!this.phoneValid) {
      this.failure = this.deps.t('team.phoneInvalid')
      return
    }
    this.inviting = true
    this.failure = null
    const body = {
      countryCode: this.countryCode,
      phoneNumber: this.phoneNumber,
      ...(this.name.trim() ? { name: this.name.trim() } : {}),
    }
    try {
      const { owners } = await this.deps.api.post(OWNER_TEAM_INVITE_PATH, body, TeamResponse)
      runInAction(() => {
        const added = owners.find((owner) => owner.phoneNumber === body.phoneNumber)
        this.owners = owners
        this.notice = this.deps.t('team.invited', { who: added ? ownerLabel(added) : body.phoneNumber })
        this.phoneNumber = ''
        this.name = ''
      })
    } catch (error) {
      runInAction(() => (this.failure = errorText(error, this.deps.t)))
    } finally {
      runInAction(() => (this.inviting = false))
    }
  }

  async remove(owner: TeamOwner): Promise<void> {
    this.removing = owner.id
    this.failure = null
    try {
      const { owners } = await this.deps.api.post(OWNER_TEAM_REMOVE_PATH, { ownerId: owner.id }, TeamResponse)
      runInAction(() => {
        this.owners = owners
        this.notice = this.deps.t('team.removed', { who: ownerLabel(owner) })
      })
      if (owner.you) this.deps.onLeft()
    } catch (error) {
      runInAction(() => (this.failure = errorText(error, this.deps.t)))
    } finally {
      runInAction(() => (this.removing = null))
    }
  }
}
