import type { FastifyInstance } from 'fastify'
import {
  AssignBody,
  ConversationLabelBody,
  LabelIdBody,
  MAX_LABELS,
  OWNER_CONVERSATION_ASSIGN_PATH,
  OWNER_CONVERSATION_LABEL_PATH,
  OWNER_LABEL_DELETE_PATH,
  OWNER_LABEL_SAVE_PATH,
  OWNER_LABELS_PATH,
  SaveLabelBody,
} from '../../../contract/owner-labels.js'
import { HttpError } from '../../http/errors.js'
import { ownerPost, route } from '../../http/route.js'
import { serverText } from '../../text/server-text.js'
import { CustomerRepository } from '../auth/index.js'
import { LabelRepository } from './label-repository.js'
import { productLabelsSubscriber } from './product-labels.js'
import { siteHasRow } from '../../db/site-rows.js'

export { conversationFilterSql, LabelRepository } from './label-repository.js'

const notFound = (key: 'labels.notFound' | 'labels.ownerNotFound' | 'customerNotes.customerNotFound') =>
  new HttpError(404, serverText(key), 'NOT_FOUND')

const taken = (name: string) =>
  new HttpError(409, serverText('labels.taken', { name }), 'CONFLICT', [
    { path: 'body.name', message: serverText('labels.taken', { name }) },
  ])

/**
 * Labels and assignment (contract/owner-labels.ts): the owners' labels (Settings), a label put on or taken off a
 * conversation, a conversation given to one of the site's owners; and the product's own labels, kept by a subscriber
 * of the domain events. Each change is recorded with its event (`conversation.labelled`, `conversation.assigned`,
 * `labels.changed`), which the realtime subscriber tells the site's other owner tabs. Every row is looked up by the
 * caller's site: another site's customer, label or owner is not found (404).
 */
export default async function labelRoutes(app: FastifyInstance) {
  const labels = new LabelRepository(app.db)
  const customers = new CustomerRepository(app.db)
  app.events.subscribe(productLabelsSubscriber(app))

  const assertCustomer = async (siteId: string, customerId: string) => {
    if (!(await customers.byId(siteId, customerId))) throw notFound('customerNotes.customerNotFound')
  }

  route(app, { method: 'GET', url: OWNER_LABELS_PATH, auth: 'owner' }, async ({ ownerSite }) => ({
    message: 'success',
    labels: await labels.list(ownerSite.id),
  }))

  ownerPost(app, OWNER_LABEL_SAVE_PATH, SaveLabelBody, async ({ body, ownerSite }) => {
    const label = { name: body.name, colour: body.colour }
    if (body._id === undefined && (await labels.count(ownerSite.id)) >= MAX_LABELS)
      throw new HttpError(409, serverText('labels.tooMany', { max: MAX_LABELS }), 'CONFLICT')
    const saved = await app.events.transaction(async (tx) => {
      const repository = new LabelRepository(tx.db)
      const result =
        body._id === undefined
          ? await repository.insert(ownerSite.id, label)
          : await repository.update(ownerSite.id, body._id, label)
      if (typeof result !== 'string') tx.emit('labels.changed', { siteId: ownerSite.id })
      return result
    })
    if (saved === 'taken') throw taken(body.name)
    if (saved === 'missing') throw notFound('labels.notFound')
    return { message: 'success', label: saved }
  })

  ownerPost(app, OWNER_LABEL_DELETE_PATH, LabelIdBody, async ({ body, ownerSite }) => {
    const deleted = await app.events.transaction(async (tx) => {
      const from = await new LabelRepository(tx.db).delete(ownerSite.id, body._id)
      if (from !== null) tx.emit('labels.changed', { siteId: ownerSite.id })
      return from
    })
    if (deleted === null) throw notFound('labels.notFound')
    return { message: 'success' }
  })

  ownerPost(app, OWNER_CONVERSATION_LABEL_PATH, ConversationLabelBody, async ({ body, ownerSite }) => {
    const siteId = ownerSite.id
    await assertCustomer(siteId, body.customerId)
    if (!(await labels.exists(siteId, body.labelId))) throw notFound('labels.notFound')
    const labelIds = await app.events.transaction(async (tx) => {
      const change = body.on ? { add: [body.labelId] } : { remove: [body.labelId] }
      const now = await new LabelRepository(tx.db).change(siteId, body.customerId, change)
      if (now.changed) tx.emit('conversation.labelled', { siteId, customerId: body.customerId, labelIds: now.labelIds })
      return now.labelIds
    })
    return { message: 'success', labelIds }
  })

  ownerPost(app, OWNER_CONVERSATION_ASSIGN_PATH, AssignBody, async ({ body, ownerSite }) => {
    const siteId = ownerSite.id
    await assertCustomer(siteId, body.customerId)
    if (body.ownerId !== null && !(await siteHasRow(app.db, 'siteOwners', siteId, body.ownerId)))
      throw notFound('labels.ownerNotFound')
    await app.events.transaction(async (tx) => {
      if (await new LabelRepository(tx.db).assign(siteId, body.customerId, body.ownerId))
        tx.emit('conversation.assigned', { siteId, customerId: body.customerId, assignedTo: body.ownerId })
    })
    return { message: 'success', assignedTo: body.ownerId }
  })
}
