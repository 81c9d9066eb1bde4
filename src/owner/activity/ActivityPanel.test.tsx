// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_ACTIVITY_PATH, type ActivityEntry, type ActivityResponse } from '../../../contract/owner-activity'
import type { FakeRequest } from '../../client/testing/fake-transport'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { ActivityPanel } from './ActivityPanel'

afterEach(cleanup)

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const entry = (id: string, fields: Partial<ActivityEntry>): ActivityEntry => ({
  _id: id,
  subject: 'item',
  subjectId: 'item-1',
  subjectName: 'Kesar jalebi',
  action: 'edited',
  changes: [],
  by: 'Asha',
  at: minutesAgo(2),
  ...fields,
})

const firstPage: ActivityResponse = {
  message: 'success',
  entries: [
    entry('9', { changes: [{ field: 'basePrice', option: 'Regular', from: 120, to: 140, money: true }] }),
    entry('8', {
      action: 'stock',
      changes: [{ field: 'stock', option: 'Large', from: 2, to: 9 }],
      by: '+91 ••••••0102',
    }),
    entry('7', { changes: [{ field: 'images' }, { field: 'hidden', from: false, to: true }] }),
  ],
  next: '7',
}
const olderPage: ActivityResponse = {
  message: 'success',
  entries: [entry('3', { action: 'created', at: minutesAgo(60 * 26) })],
  next: null,
}

function setup() {
  return renderOwnerPanel(
    {
      [`GET ${OWNER_ACTIVITY_PATH}`]: (request: FakeRequest) => ({
        body: request.query.before === '7' ? olderPage : firstPage,
      }),
    },
    (api) => <ActivityPanel api={api} subject="item" subjectId="item-1" changed={3} />,
  )
}

describe('an activity list', () => {
  it('loads when opened and says who changed what, from what to what, and how long ago', async () => {
    const { server } = setup()
    expect(server.calls).toHaveLength(0)
    fireEvent.click(screen.getByText('Activity'))
    expect(
      await screen.findByText(/^Asha changed price of Regular from ₹120\.00 to ₹140\.00 · 2 min\. ago/),
    ).toBeTruthy()
    expect(server.calls[0]!.query).toEqual({ subject: 'item', id: 'item-1' })
    expect(screen.getByText(/^\+91 ••••••0102 changed stock of Large from 2 to 9 · /)).toBeTruthy()
    expect(screen.getByText(/^Asha changed images; changed hidden from off to on · /)).toBeTruthy()
  })

  it('shows older changes on demand and moves focus to the first of them', async () => {
    const { server } = setup()
    fireEvent.click(screen.getByText('Activity'))
    fireEvent.click(await screen.findByRole('button', { name: 'Show older changes' }))
    const created = await screen.findByText(/^Asha created Kesar jalebi · yesterday/)
    expect(server.calls.at(-1)!.query).toEqual({ subject: 'item', id: 'item-1', before: '7' })
    await waitFor(() => expect(document.activeElement).toBe(created.closest('li')))
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
    expect(screen.queryByRole('button', { name: 'Show older changes' })).toBeNull()
  })
})
