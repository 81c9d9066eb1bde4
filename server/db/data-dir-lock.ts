import fs from 'node:fs'
import path from 'node:path'

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
}

/**
 * Takes `DATA_DIR/vitrine.lock` for this process, so a second server on the
 * same PGlite directory stops before opening (and corrupting) the database.
 * A lock left by a process that no longer runs is taken over.
 *
 * @returns a function that releases the lock
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const file = path.join(fs.realpathSync(dataDir), 'vitrine.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' })
      heldHere.add(file)
      return () => {
        heldHere.delete(file)
        fs.rmSync(file, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(fs.readFileSync(file, 'utf8'))
      if (owner === process.pid ? heldHere.has(file) : isRunning(owner)) {
        throw new DataDirInUseError(
          `DATA_DIR ${dataDir} is in use by another Vitrine process (pid ${owner}); stop it or choose another DATA_DIR`,
        )
      }
      fs.rmSync(file, { force: true })
    }
  }
  throw new DataDirInUseError(`could not lock DATA_DIR ${dataDir}`)
}

// Locks this process holds: a lock file with our own pid is ours only if we took it (pids get reused).
const heldHere = new Set<string>()

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
