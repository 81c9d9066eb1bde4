import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { useMigrationDatabase } from '../../test/migrations.js'

describe('migration 0022-owner-activity on a database with settings changes', () => {
  const { db, migrateTo, addDemoSite } = useMigrationDatabase()

  it('copies every settings change as a settings entry naming its fields, and back on the way down', async () => {
    await migrateTo('0020-delivery')
    await addDemoSite()
    await sql`insert into settings_changes (site_id, section, fields, owner_id, owner_label, changed_at)
      select id, 'profile', '["email","name"]'::jsonb, null, 'Asha', '2026-01-02T03:04:05Z' from sites`.execute(db)
    await migrateTo()
    const rows = await sql<Record<string, unknown>>`select subject, subject_id, action, changes, owner_label, changed_at
      from owner_activity`.execute(db)
    expect(rows.rows).toEqual([
      {
        subject: 'settings',
        subjectId: 'profile',
        action: 'edited',
        changes: [{ field: 'email' }, { field: 'name' }],
        ownerLabel: 'Asha',
        changedAt: new Date('2026-01-02T03:04:05Z'),
      },
    ])
    await migrateTo('0020-delivery')
    const back = await sql<Record<string, unknown>>`select section, fields, owner_label from settings_changes`.execute(
      db,
    )
    expect(back.rows).toEqual([{ section: 'profile', fields: ['email', 'name'], ownerLabel: 'Asha' }])
  }, 120_000)
})
