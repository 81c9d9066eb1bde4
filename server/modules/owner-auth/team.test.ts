import { expect, it } from 'vitest'
import { OWNER_ME_PATH } from '../../../contract/owner-auth.js'
import {
  OWNER_SITES_PATH,
  OWNER_SWITCH_SITE_PATH,
  OWNER_TEAM_INVITE_PATH,
  OWNER_TEAM_PATH,
  OWNER_TEAM_REMOVE_PATH,
} from '../../../contract/owner-team.js'
import { DEMO_OWNER_ENV, DEMO_OWNER_KEY, describeWithApp } from '../../test/app.js'
import { forgetCodeRequests, testCode, testPhone } from '../auth/test-helpers.js'
import { createSite, handedOver, newSite, signupTicket, spendHandover } from '../signup/test-helpers.js'
import { ownerSignIn, type OwnerSignedIn } from './test-helpers.js'

describeWithApp('owners of several sites, and the owners of a site,', { env: DEMO_OWNER_ENV }, (ctx) => {
  const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ url, headers })
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers, payload })
  /** Signs up a site for test number `index` and signs its owner in there through the hand-over. */
  const signUp = async (index: number, subdomain: string): Promise<OwnerSignedIn> => {
    const made = await createSite(ctx.app, await signupTicket(ctx.app, index), newSite(subdomain))
    return handedOver(await spendHandover(ctx.app, made.json().ownerUrl), `${subdomain}.localhost`)
  }
  const signInAt = async (host: string, index: number) => {
    await forgetCodeRequests(ctx.database.db)
    return ownerSignIn(ctx.app, { host, phone: testPhone(index), code: testCode(index) })
  }

  it('lists the sites of the phone and switches to another through a one-time link', async () => {
    const first = await signUp(1, 'first-shop')
    await signUp(1, 'second-shop')
    const sites = await get(OWNER_SITES_PATH, first.headers)
    expect(sites.json().sites).toEqual([
      { subdomain: 'first-shop', name: 'Asha Tiffins', current: true },
      { subdomain: 'second-shop', name: 'Asha Tiffins', current: false },
    ])
    const link = await post(OWNER_SWITCH_SITE_PATH, first.headers, { subdomain: 'second-shop' })
    expect(link.json().url).toMatch(/^http:\/\/second-shop\.localhost\/owner#handover=/)
    const there = await spendHandover(ctx.app, link.json().url)
    expect(there.json().site.subdomain).toBe('second-shop')
    // A site the phone does not own gives no link.
    const demo = await post(OWNER_SWITCH_SITE_PATH, first.headers, { subdomain: 'demo' })
    expect([demo.statusCode, demo.json().code]).toEqual([403, 'FORBIDDEN'])
    // The first site's cookie is no session on the second's host.
    const crossed = { ...first.headers, host: 'second-shop.localhost', origin: 'http://second-shop.localhost' }
    expect((await get(OWNER_ME_PATH, crossed)).statusCode).toBe(401)
  })

  it('invites a second owner, who signs in at that site only; removes them; keeps the last owner', async () => {
    const owner = await signUp(2, 'team-shop')
    const invited = await post(OWNER_TEAM_INVITE_PATH, owner.headers, { ...testPhone(3), name: 'Ravi' })
    expect(invited.statusCode).toBe(200)
    const owners = invited.json().owners
    expect(owners).toMatchObject([
      { phoneNumber: testPhone(2).phoneNumber, you: true },
      { phoneNumber: testPhone(3).phoneNumber, name: 'Ravi', you: false },
    ])
    const again = await post(OWNER_TEAM_INVITE_PATH, owner.headers, testPhone(3))
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_OWNER'])

    const ravi = await signInAt('team-shop.localhost', 3)
    expect(ravi.body.site.subdomain).toBe('team-shop')
    await expect(signInAt('first-shop.localhost', 3)).rejects.toThrow(/400/)

    const removed = await post(OWNER_TEAM_REMOVE_PATH, owner.headers, { ownerId: owners[1].id })
    expect(removed.json().owners).toHaveLength(1)
    expect((await get(OWNER_ME_PATH, ravi.headers)).statusCode).toBe(401)

    const last = await post(OWNER_TEAM_REMOVE_PATH, owner.headers, { ownerId: owners[0].id })
    expect([last.statusCode, last.json().code]).toEqual([409, 'LAST_OWNER'])
    expect((await get(OWNER_ME_PATH, owner.headers)).statusCode).toBe(200)

    // With another owner there, an owner may leave.
    await post(OWNER_TEAM_INVITE_PATH, owner.headers, testPhone(3))
    expect((await post(OWNER_TEAM_REMOVE_PATH, owner.headers, { ownerId: owners[0].id })).statusCode).toBe(200)
    expect((await get(OWNER_ME_PATH, owner.headers)).statusCode).toBe(401)
  })

  it("never lists, invites into or removes from another site's owners", async () => {
    const owner = await signUp(4, 'own-shop')
    const demoOwners = await get(OWNER_TEAM_PATH, { host: 'demo.localhost', authorization: `Bearer ${DEMO_OWNER_KEY}` })
    expect(demoOwners.statusCode).toBe(200)
    const demoOwnerId = demoOwners.json().owners[0].id
    const remove = await post(OWNER_TEAM_REMOVE_PATH, owner.headers, { ownerId: demoOwnerId })
    expect([remove.statusCode, remove.json().code]).toEqual([404, 'NOT_FOUND'])
    const mine = await get(OWNER_TEAM_PATH, owner.headers)
    expect(mine.json().owners.map((row: { id: string }) => row.id)).not.toContain(demoOwnerId)
    // The owner key works for automation; the switcher needs a person.
    expect((await get(OWNER_SITES_PATH, { authorization: `Bearer ${DEMO_OWNER_KEY}` })).statusCode).toBe(401)
  })
})
