// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  OWNER_HANDOVER_PATH,
  OWNER_SITES_PATH,
  OWNER_SWITCH_SITE_PATH,
  OWNER_TEAM_INVITE_PATH,
  OWNER_TEAM_PATH,
  OWNER_TEAM_REMOVE_PATH,
  type TeamOwner,
} from '../../../contract/owner-team'
import { OwnerRoot } from '../components/OwnerRoot'
import { OwnerApp } from '../stores/owner-app'
import { FakeOwnerServer, testIdentity } from '../testing/fake-owner-server'
import { renderOwner } from '../testing/render-owner'

afterEach(cleanup)

const me: TeamOwner = {
  id: 'owner-1',
  countryCode: '+91',
  phoneNumber: '9000000001',
  name: 'Asha',
  you: true,
  addedAt: '2026-01-01T00:00:00.000Z',
}

describe('Team and the site switcher', () => {
  it('lists the owners, adds one by phone, removes one, and keeps the only owner from leaving', async () => {
    let owners: TeamOwner[] = [me]
    const server = new FakeOwnerServer()
      .on('GET', OWNER_TEAM_PATH, () => ({ body: { message: 'success', owners } }))
      .on('POST', OWNER_TEAM_INVITE_PATH, ({ body }) => {
        const { phoneNumber, name } = body as { phoneNumber: string; name?: string }
        owners = [...owners, { ...me, id: 'owner-2', phoneNumber, name: name ?? null, you: false }]
        return { body: { message: 'success', owners } }
      })
      .on('POST', OWNER_TEAM_REMOVE_PATH, ({ body }) => {
        owners = owners.filter((owner) => owner.id !== (body as { ownerId: string }).ownerId)
        return { body: { message: 'success', owners } }
      })
    const { app } = renderOwner({ server })
    await waitFor(() => expect(app.session.status).toBe('signedIn'))
    act(() => app.selectTab('settings'))
    fireEvent.click(await screen.findByRole('button', { name: 'Team' }))
    const team = await screen.findByRole('region', { name: 'Team' })
    await within(team).findByText('+91 9000000001')
    expect(within(team).queryByRole('button', { name: 'Leave this site' })).toBeNull()
    expect(within(team).getByText('You are the only owner. Add another owner before you leave.')).toBeTruthy()

    fireEvent.click(within(team).getByRole('button', { name: 'Add owner' }))
    expect(within(team).getByText('Please enter a valid phone number.')).toBeTruthy()
    fireEvent.change(within(team).getByLabelText('Phone number'), { target: { value: '98777 00093' } })
    fireEvent.change(within(team).getByLabelText('Name (optional)'), { target: { value: 'Ravi' } })
    fireEvent.click(within(team).getByRole('button', { name: 'Add owner' }))
    expect(await within(team).findByText("Ravi can now sign in at this site's /owner.")).toBeTruthy()
    expect(server.callsTo(OWNER_TEAM_INVITE_PATH)[0]!.body).toEqual({
      countryCode: '+91',
      phoneNumber: '9877700093',
      name: 'Ravi',
    })
    expect(within(team).getByRole('button', { name: 'Leave this site' })).toBeTruthy()

    fireEvent.click(within(team).getByRole('button', { name: 'Remove Ravi' }))
    expect(await within(team).findByText('Ravi is no longer an owner.')).toBeTruthy()
    expect(server.callsTo(OWNER_TEAM_REMOVE_PATH)[0]!.body).toEqual({ ownerId: 'owner-2' })
  })

  it('offers the other sites of the phone and switches through a one-time link', async () => {
    const server = new FakeOwnerServer()
      .on('GET', OWNER_SITES_PATH, () => ({
        body: {
          message: 'success',
          sites: [
            { subdomain: 'demo', name: 'Kesar Kitchen', current: true },
            { subdomain: 'asha-tiffins', name: 'Asha Tiffins', current: false },
          ],
        },
      }))
      .on('POST', OWNER_SWITCH_SITE_PATH, () => ({
        body: { message: 'success', url: 'http://asha-tiffins.localhost/owner#handover=token' },
      }))
    renderOwner({ server })
    const switcher = (await screen.findByRole('combobox', { name: 'Your sites' })) as HTMLSelectElement
    expect(switcher.value).toBe('demo')
    fireEvent.change(switcher, { target: { value: 'asha-tiffins' } })
    await waitFor(() => expect(server.callsTo(OWNER_SWITCH_SITE_PATH)[0]?.body).toEqual({ subdomain: 'asha-tiffins' }))
    expect(await screen.findByText('Opening asha-tiffins…')).toBeTruthy()
  })

  it('has no switcher for an owner of one site', async () => {
    const server = new FakeOwnerServer().on('GET', OWNER_SITES_PATH, () => ({
      body: { message: 'success', sites: [{ subdomain: 'demo', name: 'Kesar Kitchen', current: true }] },
    }))
    const { app } = renderOwner({ server })
    await waitFor(() => expect(server.callsTo(OWNER_SITES_PATH)).toHaveLength(1))
    expect(app.session.status).toBe('signedIn')
    expect(screen.queryByRole('combobox', { name: 'Your sites' })).toBeNull()
  })
})

describe('the hand-over at start', () => {
  it('spends the token of #handover= for this site’s session before asking who is signed in', async () => {
    const server = new FakeOwnerServer()
      .on('POST', OWNER_HANDOVER_PATH, ({ body }) =>
        (body as { token: string }).token === 'one-time'
          ? { body: testIdentity }
          : { status: 400, body: { message: 'Used', code: 'HANDOVER_INVALID' } },
      )
      .on('GET', '/business_website/owner/auth/me', () => ({ status: 401, body: { message: 'No', code: 'NO_TOKEN' } }))
    const app = new OwnerApp({ fetch: server.fetch, isVisible: () => true, handoverToken: 'one-time' })
    const stop = app.start()
    render(<OwnerRoot app={app} />)
    await waitFor(() => expect(app.session.status).toBe('signedIn'))
    expect(server.callsTo('/business_website/owner/auth/me')).toHaveLength(0)
    stop()
    // A spent token falls back to asking, and to the sign-in form.
    const again = new OwnerApp({ fetch: server.fetch, isVisible: () => true, handoverToken: 'spent' })
    const stopAgain = again.start()
    await waitFor(() => expect(again.session.status).toBe('signedOut'))
    expect(server.callsTo('/business_website/owner/auth/me')).toHaveLength(1)
    stopAgain()
  })
})
