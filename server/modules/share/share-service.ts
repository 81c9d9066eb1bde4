import type { ColumnType } from 'kysely'
import { CHECKLIST_STEPS, type Checklist, type ChecklistStep } from '../../../contract/owner-share.js'
import type { Db } from '../../db/database.js'
import { hasCatalogueItem } from '../catalogue-studio/index.js'
import { settingsSetup } from '../settings/index.js'
import type { Site } from '../site/index.js'
import { readyToSell } from './ready-to-sell.js'

/** The onboarding table of migration 0025, as Kysely sees it (`db.withTables<OnboardingTables>()`). */
export type OnboardingTables = {
  siteOnboarding: {
    siteId: string
    sharedAt: ColumnType<Date | null, Date | undefined, Date>
    dismissedAt: ColumnType<Date | null, Date | undefined, Date>
  }
}

/**
 * The onboarding checklist: each step ticks itself from the site's real
 * data (the logo and the UPI id and hours of the settings, an item in the
 * catalogue, a way to get it to customers as 'Ready to sell' sees it, and
 * whether the owner shared the site), never from a box the owner ticks. Sharing and dismissing are kept per site.
 */
export class ShareService {
  constructor(private readonly db: Db) {}

  private get table() {
    return this.db.withTables<OnboardingTables>()
  }

  async checklist(site: Site): Promise<Checklist> {
    const [onboarding, product, sale] = await Promise.all([
      this.table.selectFrom('siteOnboarding').selectAll().where('siteId', '=', site.id).executeTakeFirst(),
      hasCatalogueItem(this.db, site.id),
      readyToSell(this.db, site),
    ])
    const settings = settingsSetup(site)
    const done: Record<ChecklistStep, boolean> = {
      logo: settings.logo,
      product,
      delivery: !sale.blockers.includes('noDelivery'),
      upi: settings.upiId,
      hours: settings.hours,
      share: Boolean(onboarding?.sharedAt),
    }
    return {
      steps: CHECKLIST_STEPS.map((step) => ({ step, done: done[step] })),
      dismissed: Boolean(onboarding?.dismissedAt),
    }
  }

  /** The owner shared the site (the first time counts; later ones change nothing). */
  markShared(siteId: string, now = new Date()): Promise<void> {
    return this.firstTime(siteId, 'sharedAt', now)
  }

  dismiss(siteId: string, now = new Date()): Promise<void> {
    return this.firstTime(siteId, 'dismissedAt', now)
  }

  /** Keeps `now` as the site's `column` unless it has one: the first time counts. */
  private async firstTime(siteId: string, column: 'sharedAt' | 'dismissedAt', now: Date): Promise<void> {
    const values: { sharedAt?: Date; dismissedAt?: Date } = { [column]: now }
    await this.table
      .insertInto('siteOnboarding')
      .values({ siteId, ...values })
      .onConflict((conflict) =>
        conflict.column('siteId').doUpdateSet(values).where(`siteOnboarding.${column}`, 'is', null),
      )
      .execute()
  }
}
