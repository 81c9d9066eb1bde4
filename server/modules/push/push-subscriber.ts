import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DomainEvent } from '../../../contract/events.js'
import type { PushNotification } from '../../../contract/push.js'
import type { Database } from '../../db/schema.js'
import type { Subscriber } from '../../events/events.js'
import { EmptySites } from '../../lib/empty-sites.js'
import { siteName } from '../auth/index.js'
import { LabelRepository } from '../labels/index.js'
import { storedHours } from '../settings/index.js'
import { customerPush, eventCustomerId, ownerPushes, type OwnerPush, type PushContext } from './notifications.js'
import type { Presence } from './presence.js'
import type { PushDevice } from './push-repository.js'
import { PushRepository } from './push-repository.js'
import type { PushSender } from './push-sender.js'
import { inQuietHours } from './quiet-hours.js'

export interface PushSubscriberDeps {
  db: Kysely<Database>
  sender: PushSender
  presence: Presence
  log: FastifyBaseLogger
  now?: () => Date
  /**
   * The sites found with no owner device, shared with the calls that subscribe one (they `forget` its site). Only
   * where this process sees every subscription (PGlite); absent, every message looks the devices up.
   */
  deviceless?: EmptySites
}

type Notification = Omit<PushNotification, 'silent'>

const SWEEP_EVERY_MS = 60 * 60 * 1000

/**
 * The web push subscriber of the domain events: the owners' devices hear of
 * messages, orders, cancellations, reported payments and leads (what each
 * owner chose, in the device's language, quietly in their quiet hours, never
 * while that owner has the conversation open and visible); the customer's
 * devices hear of the business's replies and their orders' changes, in the
 * customer's language, while no widget of theirs is open.
 *
 * Once per event and device whichever process delivers it (`push_sends`);
 * at most one buzz a minute per device and conversation or order (a repeat
 * replaces the notification silently). A device the push service no longer
 * knows (404/410) is forgotten; any other failure is given back and thrown,
 * so the outbox delivers the event again later with a growing pause, and
 * only the devices that missed it are pushed.
 *
 * @example
 * app.events.subscribe(pushSubscriber({ db: app.db, sender, presence: socketPresence(app.io), log: app.log }))
 */
export function pushSubscriber(deps: PushSubscriberDeps): Subscriber {
  const repository = new PushRepository(deps.db)
  const labels = new LabelRepository(deps.db)
  const now = deps.now ?? (() => new Date())
  const deviceless = deps.deviceless
  let lastSweep = 0

  /** The site's and the customer's names and languages, read once (in one query), only when a device will be pushed. */
  async function context(siteId: string, customerId: string | null) {
    const found = await deps.db
      .selectFrom('sites')
      .leftJoin('customers', (join) =>
        join.onRef('customers.siteId', '=', 'sites.id').on('customers.id', '=', customerId ?? ''),
      )
      .selectAll('sites')
      .select([
        'customers.name as customerName',
        'customers.countryCode',
        'customers.phoneNumber',
        'customers.language as customerLanguage',
      ])
      .where('sites.id', '=', siteId)
      .executeTakeFirst()
    if (!found) return null
    const phone = found.phoneNumber ? `${found.countryCode} ${found.phoneNumber}` : ''
    const labels: PushContext = {
      siteName: siteName(found),
      customerLabel: found.customerName?.trim() || phone,
      customerLanguage: found.customerLanguage ?? found.defaultLanguage ?? 'en',
    }
    return { siteId, timeZone: storedHours(found).timeZone, labels, defaultLanguage: found.defaultLanguage }
  }

  /** Pushes to one device once for this event; answers the failure, if any. */
  async function sendOnce(device: PushDevice, eventId: string, notification: Notification, quiet: boolean) {
    if (!(await repository.claimSend(device.id, eventId))) return null
    const loud = !quiet && (await repository.buzz(device.id, notification.tag, now()))
    try {
      const outcome = await deps.sender.send(device, { ...notification, silent: !loud })
      if (outcome === 'refused') deps.log.warn({ device: device.id }, 'push endpoint not allowed: device forgotten')
      if (outcome !== 'sent') await repository.removeDevice(device.id)
      return null
    } catch (error) {
      await repository.releaseSend(device.id, eventId)
      return error
    }
  }

  // One conversation's events are pushed in the order they came, so the newest text is the one left on screen.
  const queues = new Map<string, Promise<unknown>>()
  const inOrder = (key: string, work: () => Promise<void>) => {
    const next = (queues.get(key) ?? Promise.resolve()).then(work, work)
    const settled = next.catch(() => undefined)
    queues.set(key, settled)
    void settled.then(() => queues.get(key) === settled && queues.delete(key))
    return next
  }

  return {
    name: 'web-push',
    handle: (event: DomainEvent) => inOrder(eventCustomerId(event) ?? event.id, () => pushEvent(event)),
  }

  /**
   * A customer's message in a conversation given to an owner goes to that owner's devices alone; to every owner's
   * when it is given to nobody, or its owner has no device that takes messages (so it is never heard by nobody).
   */
  async function forAssignee<Device extends PushDevice>(siteId: string, push: OwnerPush, devices: Device[]) {
    if (push.kind !== 'messages' || push.customerId === null) return devices
    const assignee = (await labels.assigneesOf(siteId, [push.customerId])).get(push.customerId)
    const theirs = devices.filter((device) => device.ownerId === assignee)
    return theirs.length > 0 ? theirs : devices
  }

  /** Forgets old sends and buzzes once an hour (in whichever process pushes then). */
  async function sweepWhenDue(): Promise<void> {
    if (Date.now() - lastSweep <= SWEEP_EVERY_MS) return
    lastSweep = Date.now()
    await repository.sweep(now()).catch((error: unknown) => deps.log.warn({ err: error }, 'push sweep failed'))
  }

  async function pushEvent(event: DomainEvent): Promise<void> {
    const owners = ownerPushes(event)
    const forCustomer = customerPush(event)
    if (owners.length === 0 && forCustomer === null) return
    await sweepWhenDue()
    // The devices first: most events find none (no owner or customer of the site turned notifications on, or the
    // customer has the widget open), and then the site and the customer are not read at all.
    const siteId = event.payload.siteId
    const since = deviceless?.lookUp() ?? 0
    const ownerDevices = owners.length > 0 && !deviceless?.has(siteId) ? await repository.ownerDevices(siteId) : []
    if (owners.length > 0 && ownerDevices.length === 0) deviceless?.remember(siteId, since)
    const customerDevices =
      forCustomer && !(await deps.presence.customerOnline(forCustomer.customerId))
        ? await repository.customerDevices(siteId, forCustomer.customerId)
        : []
    if (ownerDevices.length === 0 && customerDevices.length === 0) return
    const found = await context(siteId, eventCustomerId(event))
    if (!found) return
    const failures: unknown[] = []
    if (ownerDevices.length > 0) {
      const viewing = new Map<string, Promise<boolean>>()
      // Each device gets the event's notifications in its own language (an owner device subscribed before devices
      // kept one: the site's default language).
      const written = new Map<string, Notification>()
      const inLanguage = (index: number, device: PushDevice) => {
        const language = device.language ?? found.defaultLanguage
        const key = `${index}|${language}`
        if (!written.has(key)) written.set(key, owners[index]!.write(found.labels, language))
        return written.get(key)!
      }
      for (const [index, push] of owners.entries()) {
        const devices = await forAssignee(
          siteId,
          push,
          ownerDevices.filter((candidate) => candidate.settings.kinds.includes(push.kind)),
        )
        for (const device of devices) {
          const ownerId = device.ownerId!
          if (push.customerId !== null) {
            const key = `${ownerId}|${push.customerId}`
            if (!viewing.has(key)) viewing.set(key, deps.presence.ownerViewing(found.siteId, ownerId, push.customerId))
            if (await viewing.get(key)) continue
          }
          const quiet = inQuietHours(device.settings.quietHours, now(), found.timeZone)
          failures.push(await sendOnce(device, event.id, inLanguage(index, device), quiet))
        }
      }
    }
    if (forCustomer && customerDevices.length > 0) {
      const notification = forCustomer.write(found.labels)
      for (const device of customerDevices) failures.push(await sendOnce(device, event.id, notification, false))
    }
    const failed = failures.filter((failure) => failure !== null)
    if (failed.length > 0) {
      throw new Error(`${failed.length} push(es) failed; retried with the event`, { cause: failed[0] })
    }
  }
}
