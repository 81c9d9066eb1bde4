// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OWNER_CATALOGUE_PATH, type OwnerCatalogueResponse } from '../../../contract/owner-catalogue'
import {
  OWNER_CATALOGUE_EXPORT_PATH,
  OWNER_CATALOGUE_IMPORT_PATH,
  type CsvImportResponse,
} from '../../../contract/owner-catalogue-csv'
import type { FakeRequest } from '../../client/testing/fake-transport'
import { OWNER_CATALOGUE_ITEMS_PATH } from '../../../contract/owner-catalogue-items'
import { renderOwnerPanel } from '../panel-kit/testing/render-owner'
import { fakeItems } from './testing/fake-items'
import { CatalogueStudioStore } from './catalogue-studio-store'
import { CatalogueView } from './CatalogueView'

afterEach(cleanup)

const catalogue: OwnerCatalogueResponse = {
  message: 'success',
  topics: [],
  dispatchPoints: [],
  categories: [],
  catalogues: [],
}
const summary = { items: 2, create: 1, update: 1, newCatalogues: ['Workshops'] }
const answer = (dryRun: boolean, problems: CsvImportResponse['problems'] = []): CsvImportResponse => ({
  message: 'ok',
  dryRun,
  imported: !dryRun && problems.length === 0,
  summary,
  problems,
})

function setup(importAnswer: (request: FakeRequest) => { status?: number; body: unknown }) {
  return renderOwnerPanel(
    {
      [`GET ${OWNER_CATALOGUE_PATH}`]: { body: catalogue },
      [`GET ${OWNER_CATALOGUE_ITEMS_PATH}`]: fakeItems(() => []),
      [`POST ${OWNER_CATALOGUE_IMPORT_PATH}`]: importAnswer,
    },
    (api) => <CatalogueView store={new CatalogueStudioStore(api)} />,
  )
}

const pick = async (text: string, name = 'shop.csv') => {
  await screen.findByRole('button', { name: 'Import CSV' })
  const input = screen.getByLabelText('CSV file to import')
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } })
}

describe("the Catalogue tab's CSV export and import", () => {
  it('offers the export as a download', async () => {
    setup(() => ({ body: answer(true) }))
    const link = await screen.findByRole('link', { name: 'Export CSV' })
    expect(link.getAttribute('href')).toBe(OWNER_CATALOGUE_EXPORT_PATH)
    expect(link.hasAttribute('download')).toBe(true)
  })

  it('lists the problems of the dry run by row and column, with no Import button', async () => {
    const { server } = setup(() => ({
      body: answer(true, [
        { row: 3, column: 'price', message: 'notMoney' },
        { row: 6, column: 'hidden', message: 'notYesNo' },
      ]),
    }))
    await pick('id,title,price\na,A,1\nb,B,abc\n')
    expect(await screen.findByText('Row 3, column price: Enter an amount like 159 or 159.50.')).toBeTruthy()
    expect(screen.getByText('Row 6, column hidden: Write yes or no.')).toBeTruthy()
    expect(screen.getByText(/2 problems\. Fix them in the file/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull()
    expect(server.callsTo(OWNER_CATALOGUE_IMPORT_PATH)[0]!.body).toEqual({
      csv: 'id,title,price\na,A,1\nb,B,abc\n',
      dryRun: true,
    })
    // The heading of the news takes the focus.
    expect(document.activeElement?.textContent).toBe('Import shop.csv')
  })

  it('shows what would change, then imports on Import and loads the catalogue again', async () => {
    const { server } = setup((request) => ({ body: answer((request.body as { dryRun: boolean }).dryRun) }))
    await pick('id,title,price\na,A,1\n')
    expect(await screen.findByText('The file has 2 items. Nothing is changed until you press Import.')).toBeTruthy()
    expect(screen.getByText('1 new item')).toBeTruthy()
    expect(screen.getByText('1 item updated')).toBeTruthy()
    expect(screen.getByText('New catalogues: Workshops')).toBeTruthy()
    const loads = server.callsTo(OWNER_CATALOGUE_PATH).length
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('Imported 2 items.')).toBeTruthy()
    expect(
      server.callsTo(OWNER_CATALOGUE_IMPORT_PATH).map((call) => (call.body as { dryRun: boolean }).dryRun),
    ).toEqual([true, false])
    await waitFor(() => expect(server.callsTo(OWNER_CATALOGUE_PATH).length).toBe(loads + 1))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByText('Imported 2 items.')).toBeNull()
  })

  it('says so when the file is not CSV', async () => {
    setup(() => ({
      status: 400,
      body: { message: 'Invalid', errors: [{ path: 'body.csv', message: 'notCsv (line 2)' }] },
    }))
    await pick('"broken')
    expect(await screen.findByText('This is not a CSV file. Save the sheet as CSV and pick it again.')).toBeTruthy()
  })
})
