import { makeAutoObservable, runInAction } from 'mobx'
import { MessageResponse } from '../../../contract/auth'
import {
  OWNER_LOGOUT_PATH,
  OWNER_ME_PATH,
  OWNER_OTP_STATUS_PATH,
  OWNER_SEND_OTP_PATH,
  OWNER_VERIFY_OTP_PATH,
  OwnerSessionResponse,
  type OwnerIdentity,
} from '../../../contract/owner-auth'
import { OWNER_HANDOVER_PATH } from '../../../contract/owner-team'
import { Submission } from '../../client/store/submission'
import { HttpError } from '../../client/http/http-error'
import { SignInStore } from '../../client/sign-in/sign-in-store'
import { codeCalls } from '../../client/sign-in/code-calls'
import type { OwnerT } from '../i18n'
import type { OwnerHttpClient } from '../../client/http/owner-cookie-policy'
import { errorText } from './error-text'

/**
 * Where the owner's session stands: being checked at start, signed out (the sign-in screen), signed in, or the server
 * could not be asked.
 */
export type SessionStatus = 'checking' | 'signedOut' | 'signedIn' | 'unavailable'

export interface SessionDeps {
  api: OwnerHttpClient
  t: OwnerT
  /** After sign-in (or a session found at start): open the live link, load the inbox. */
  onSignedIn(identity: OwnerIdentity): void
  /** After sign-out (or a 401 on any call): close the live link, drop the site's data. */
  onSignedOut(): void
}

/**
 * The owner's session (contract/owner-auth.ts): at start `me` says whether a
 * session cookie is there; otherwise the kernel's phone + code form (`form`,
 * the same store and rules as the widget's) with the owner's calls. The
 * server's refusals are shown as it words them. The session itself is an
 * httpOnly cookie the app never sees.
 */
export class SessionStore {
  status: SessionStatus = 'checking'
  /** 'Sign out' on its way. */
  readonly leaving = new Submission()
  identity: OwnerIdentity | null = null
  readonly form: SignInStore

  constructor(private readonly deps: SessionDeps) {
    this.form = new SignInStore({
      ...codeCalls((path, body, codec) => deps.api.post(path, body, codec), {
        send: OWNER_SEND_OTP_PATH,
        status: OWNER_OTP_STATUS_PATH,
      }),
      verify: async (phone, otp) =>
        this.signedIn(await deps.api.post(OWNER_VERIFY_OTP_PATH, { ...phone, otp }, OwnerSessionResponse)),
      failure: (error) => errorText(error, deps.t),
    })
    makeAutoObservable<SessionStore, 'deps'>(this, { deps: false, form: false, leaving: false })
  }

  /**
   * At start: is an owner session there? A 401 means no; no answer at all offers a retry. With a hand-over token (from
   * sign-up or another site's switcher, `…/owner#handover=`) it is spent first for this host's own session; a spent
   * or expired one falls back to asking.
   */
  async check(handover?: string): Promise<void> {
    this.status = 'checking'
    if (handover) {
      try {
        return this.signedIn(await this.deps.api.post(OWNER_HANDOVER_PATH, { token: handover }, OwnerSessionResponse))
      } catch {
        // Used or expired: an existing session may still be there.
      }
    }
    try {
      const identity = await this.deps.api.get(OWNER_ME_PATH, OwnerSessionResponse)
      this.signedIn(identity)
    } catch (error) {
      runInAction(() => {
        if (error instanceof HttpError && error.status === 401) this.status = 'signedOut'
        else if (this.status === 'checking') this.status = 'unavailable'
      })
    }
  }

  /** Ends the session on the server (its sockets go too); signed out here whatever the answer. */
  async signOut(): Promise<void> {
    // Already gone (401) or unreachable: the owner asked to leave, so this app forgets the session anyway.
    await this.leaving.submit(() => this.deps.api.post(OWNER_LOGOUT_PATH, {}, MessageResponse))
    this.signedOut()
  }

  get signingOut(): boolean {
    return this.leaving.busy
  }

  /** The session is gone (sign-out, or a 401 on any call): the form is back at the number. */
  signedOut(): void {
    const wasSignedIn = this.status === 'signedIn'
    this.status = 'signedOut'
    this.identity = null
    this.form.changeNumber()
    if (wasSignedIn) this.deps.onSignedOut()
  }

  private signedIn(identity: OwnerIdentity): void {
    runInAction(() => {
      this.identity = { owner: identity.owner, site: identity.site, expiresAt: identity.expiresAt }
      this.status = 'signedIn'
    })
    this.deps.onSignedIn(identity)
  }
}
