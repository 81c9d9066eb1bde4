import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockDataDir } from './db/data-dir-lock.js'

const root = path.resolve(import.meta.dirname, '..')

/** Starts `server/main.ts` the way `npm start` would (through tsx here) and waits for it to exit. */
function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { status: result.status, stderr: result.stderr.trim() }
}

describe('server start-up failures', () => {
  it('stops with one clear line and exit code 1 on a bad setting', () => {
    const { status, stderr } = start({ PORT: 'eighty' })
    expect(status).toBe(1)
    expect(stderr).toBe('vitrine: PORT must be an integer from 1 to 65535 (got "eighty")')
  })

  it('stops with one clear line and exit code 1 when DATABASE_URL does not answer', () => {
    const { status, stderr } = start({ PORT: '18093', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
    expect(status).toBe(1)
    expect(stderr.split('\n')).toHaveLength(1)
    expect(stderr).toMatch(/^vitrine: cannot connect to DATABASE_URL postgres:\/\/nobody@127\.0\.0\.1:1\/none/)
  })

  it('stops a second process on the same PGlite DATA_DIR and leaves the directory alone', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-main-'))
    const unlock = lockDataDir(dataDir) // this test process plays the running server
    try {
      const { status, stderr } = start({ PORT: '18094', DATA_DIR: dataDir })
      expect(status).toBe(1)
      expect(stderr).toBe(
        `vitrine: DATA_DIR ${fs.realpathSync(dataDir)} is in use by another Vitrine process (pid ${process.pid}); ` +
          'stop it or choose another DATA_DIR',
      )
      expect(fs.readdirSync(dataDir)).toEqual(['vitrine.lock'])
    } finally {
      unlock()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
