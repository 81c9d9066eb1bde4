import type {
  CheckPincodeBody,
  CheckPincodeResponse,
  OwnerDeliveryResponse,
  SaveDispatchPointBody,
} from '../../../contract/delivery.js'
import { MAX_DISPATCH_POINTS } from '../../../contract/delivery.js'
import { toPaise, toRupees } from '../../../contract/pricing.js'
import type { Db } from '../../db/database.js'
import type { EventTransaction, Events } from '../../events/events.js'
import { DecodeError, HttpError } from '../../http/errors.js'
import type { RequestOwner } from '../../identity/owner.js'
import { serverText } from '../../text/server-text.js'
import { dispatchRules, firstServing, shippingCharge, shipsFrom } from '../order/index.js'
import type { ActivityChange } from '../../../contract/owner-activity.js'
import { valueChanges } from '../activity/index.js'
import { activity, recordChange } from '../settings/index.js'
import { normalized, toColumns, toView } from './delivery-rows.js'
import { dispatchPointErrors } from './delivery-validation.js'

export interface DeliveryServiceDeps {
  db: Db
  events: Events
  /** Drops the cached sites and pages on every process, as a settings save does. */
  invalidate: (siteId: string) => void
}

/**
 * The owner's delivery: the site's dispatch points with their areas,
 * charges and pickup. Each change is one transaction (the site's row
 * locked, the change, its audit row in `owner_activity`, its
 * `settings.changed` event and a `catalogue.changed` one), then the caches are dropped everywhere. The
 * totals read the points afresh, so the next totals use a change at once.
 */
export class DeliveryService {
  constructor(private readonly deps: DeliveryServiceDeps) {}

  async read(siteId: string): Promise<OwnerDeliveryResponse> {
    const { db } = this.deps
    const rows = await db
      .selectFrom('dispatchPoints')
      .selectAll()
      .where('siteId', '=', siteId)
      .orderBy('name')
      .orderBy('id')
      .execute()
    const items = await this.items(db, siteId)
    // An item naming no point ships from every one.
    const count = (id: string) =>
      items.filter((item) => (item.dispatchPointIds.length === 0 ? item.shipped : item.dispatchPointIds.includes(id)))
        .length
    const changes = await activity(db, siteId)
    return {
      message: 'success',
      points: rows.map((row) => toView(row, count(row.id))),
      activity: changes.filter((change) => change.section === 'delivery'),
    }
  }

  save(siteId: string, owner: RequestOwner | null, body: SaveDispatchPointBody) {
    return this.change(siteId, owner, async (tx) => {
      const points = await tx.db.selectFrom('dispatchPoints').selectAll().where('siteId', '=', siteId).execute()
      const before = body._id === undefined ? null : points.find((point) => point.id === body._id)
      if (before === undefined) throw new HttpError(404, serverText('delivery.notFound'), 'NOT_FOUND')
      if (!before && points.length >= MAX_DISPATCH_POINTS)
        throw new HttpError(409, serverText('delivery.tooMany', { max: MAX_DISPATCH_POINTS }), 'TOO_MANY')
      const others = points.filter((point) => point.id !== before?.id).map((point) => point.name)
      const errors = dispatchPointErrors(body.point, 'body.point', others)
      if (errors.length > 0) throw new DecodeError(errors)
      const point = normalized(body.point)
      const columns = toColumns(point)
      if (before) {
        await tx.db
          .updateTable('dispatchPoints')
          .set(columns)
          .where('id', '=', before.id)
          .where('siteId', '=', siteId)
          .execute()
        const { _id: _ignoredId, itemCount: _ignoredCount, ...was } = toView(before, 0)
        return valueChanges(flatten(was), flatten(point), {
          option: before.name,
          money: ['charges.base', 'charges.perKg', 'charges.freeAbove'],
        })
      }
      await tx.db
        .insertInto('dispatchPoints')
        .values({ siteId, ...columns })
        .execute()
      return [{ field: 'added', option: columns.name }]
    })
  }

  delete(siteId: string, owner: RequestOwner | null, id: string) {
    return this.change(siteId, owner, async (tx) => {
      const point = await tx.db
        .selectFrom('dispatchPoints')
        .select(['id', 'name'])
        .where('siteId', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst()
      if (!point) throw new HttpError(404, serverText('delivery.notFound'), 'NOT_FOUND')
      const using = (await this.items(tx.db, siteId)).filter((item) => item.dispatchPointIds.includes(id))
      if (using.length > 0) {
        const names =
          using
            .slice(0, 3)
            .map((item) => item.name)
            .join(', ') + (using.length > 3 ? '…' : '')
        throw new HttpError(409, serverText('delivery.inUse', { items: names }), 'IN_USE')
      }
      await tx.db.deleteFrom('dispatchPoints').where('id', '=', id).where('siteId', '=', siteId).execute()
      return [{ field: 'deleted', option: point.name }]
    })
  }

  /**
   * For a sample cart to `pincode`: each point's answer and the first that delivers, by the totals' own rules, and
   * the listed shippable items none of whose points delivers there (what a customer there cannot order).
   */
  async check(siteId: string, body: CheckPincodeBody): Promise<CheckPincodeResponse> {
    if (!/^[1-9][0-9]{5}$/.test(body.pincode.trim()))
      throw new DecodeError([{ path: 'body.pincode', message: serverText('delivery.pincode') }])
    const rules = await dispatchRules(this.deps.db, siteId)
    const destination = { pincode: body.pincode.trim(), state: body.state }
    const grams = Math.round(body.weightKg * 1000)
    const goods = toPaise(body.amount)
    const chosen = firstServing([...rules.keys()], rules, destination)
    const charge = (rule: NonNullable<typeof chosen>) => toRupees(shippingCharge(rule, grams, goods))
    return {
      message: 'success',
      points: [...rules.values()].map((rule) => {
        const serves = firstServing([rule.id], rules, destination) !== null
        return { _id: rule.id, name: rule.name, serves, charge: serves ? charge(rule) : null }
      }),
      chosen: chosen ? { _id: chosen.id, name: chosen.name, charge: charge(chosen) } : null,
      cannotShip: (await this.items(this.deps.db, siteId))
        .filter((item) => item.shipped && item.listed)
        .filter((item) => firstServing(shipsFrom(item.dispatchPointIds, rules), rules, destination) === null)
        .map((item) => item.name),
    }
  }

  private async change(
    siteId: string,
    owner: RequestOwner | null,
    change: (tx: EventTransaction) => Promise<ActivityChange[]>,
  ): Promise<OwnerDeliveryResponse> {
    const changed = await this.deps.events.transaction(async (tx) => {
      await tx.db.selectFrom('sites').select('id').where('id', '=', siteId).forUpdate().executeTakeFirstOrThrow()
      const changes = await change(tx)
      if (changes.length === 0) return false
      await recordChange(tx.db, siteId, 'delivery', changes, owner)
      const fields = changes.map((entry) => (entry.option ? `${entry.option}: ${entry.field}` : entry.field))
      tx.emit('settings.changed', { siteId, section: 'delivery', fields })
      // What items ship from, and for how much, changed: open item lists and checkouts ask again.
      tx.emit('catalogue.changed', { siteId, itemIds: [] })
      return true
    })
    if (changed) this.deps.invalidate(siteId)
    return this.read(siteId)
  }

  private async items(db: Db, siteId: string) {
    const rows = await db
      .selectFrom('catalogueItems')
      .select(['name', 'dispatchPointIds', 'itemType', 'shipping', 'hidden', 'archivedAt'])
      .where('siteId', '=', siteId)
      .orderBy('position')
      .orderBy('name')
      .execute()
    return rows.map((row) => ({
      name: row.name,
      dispatchPointIds: (row.dispatchPointIds ?? []) as string[],
      /** A product with 'Can be shipped' ticked (the others are collected or are services). */
      shipped: row.itemType !== 'service' && (row.shipping as { available?: unknown } | null)?.available === true,
      listed: !row.hidden && row.archivedAt === null,
    }))
  }
}

/** `{ areas: { allIndia } }` → `{ 'areas.allIndia': … }`, for the audit's field names. */
function flatten(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, entry]) =>
      entry !== null && typeof entry === 'object' && !Array.isArray(entry)
        ? Object.entries(flatten(entry as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, entry]],
    ),
  )
}
