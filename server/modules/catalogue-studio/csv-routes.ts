import type { FastifyInstance } from 'fastify'
import {
  CsvImportBody,
  OWNER_CATALOGUE_EXPORT_PATH,
  OWNER_CATALOGUE_IMPORT_PATH,
  type CsvImportResponse,
} from '../../../contract/owner-catalogue-csv.js'
import { ownerPost, route } from '../../http/route.js'
import { serverText } from '../../text/server-text.js'
import { toCsv } from './csv-export.js'
import { CsvImportService } from './csv-import.js'
import { toOwnerItem } from './item-rows.js'
import { StudioRepository } from './studio-repository.js'

/** The catalogue as a CSV download, and its import (dry run, then all or nothing). Owner key or session cookie. */
export function csvRoutes(app: FastifyInstance) {
  const read = new StudioRepository(app.db)
  const importer = new CsvImportService(app.events)

  route(app, { method: 'GET', url: OWNER_CATALOGUE_EXPORT_PATH, auth: 'owner' }, async ({ ownerSite, reply }) => {
    const [categories, catalogues, points, rows] = await Promise.all([
      read.categories(ownerSite.id),
      read.catalogues(ownerSite.id),
      read.dispatchPoints(ownerSite.id),
      read.items(ownerSite.id),
    ])
    const categoryNames = new Map(categories.map((category) => [category.id, category.name]))
    const order = new Map(catalogues.map((catalogue, index) => [catalogue.id, index]))
    // Items in the order the owner sees them: by catalogue, then by their place in it.
    const items = rows
      .map(toOwnerItem)
      .sort((a, b) => (order.get(a.catalogueId) ?? 0) - (order.get(b.catalogueId) ?? 0))
    const csv = toCsv(items, {
      catalogues: new Map(
        catalogues.map((entry) => [
          entry.id,
          { name: entry.name, category: categoryNames.get(entry.categoryId) ?? '' },
        ]),
      ),
      dispatchPoints: new Map(points.map((point) => [point.id, point.name])),
    })
    const date = new Date().toISOString().slice(0, 10)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${ownerSite.subdomain}-catalogue-${date}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv)
  })

  ownerPost(app, OWNER_CATALOGUE_IMPORT_PATH, CsvImportBody, async ({ body, ownerSite, owner, reply }) => {
    const result = await importer.run(ownerSite.id, owner, body.csv, body.dryRun)
    const failed = !body.dryRun && !result.imported
    const answer: CsvImportResponse = {
      message: serverText(
        failed ? 'studio.importProblems' : body.dryRun ? 'studio.importChecked' : 'studio.importDone',
      ),
      dryRun: body.dryRun,
      ...result,
    }
    if (!failed) return answer
    // A real import of a file with problems wrote nothing: a 400 that also lists them as field errors.
    reply.code(400)
    return { ...answer, code: 'CSV_PROBLEMS', errors: [{ path: 'body.csv', message: 'problems' }] }
  })
}
