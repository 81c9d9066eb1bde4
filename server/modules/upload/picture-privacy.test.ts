import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { OWNER_UPLOAD_PATH, OwnerUploadResponse } from '../../../contract/owner-inbox.js'
import { PHOTO_FOLDER, photoSources } from '../../../contract/photo.js'
import { testDatabases } from '../../test/databases.js'
import { signIn, TEST_NUMBERS_ENV, type SignedIn } from '../auth/test-helpers.js'
import { answerOf } from '../order/test-helpers.js'
import { addAcme } from '../webhooks/test-helpers.js'
import { UPLOAD_PATH } from './routes.js'
import { multipartBody, appWithDataDir } from './test-helpers.js'

const DEMO_KEY = 'demo-owner-key-privacy-0123456789'
const ARTIST = 'Asha Rao'

/**
 * A phone photo as it leaves the camera: 1600×900 stored sideways with EXIF orientation 6 (upright it is 900×1600),
 * the place it was taken (GPS), the camera and its owner.
 */
const phonePhoto = (format: 'jpeg' | 'png') =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    [format]()
    .withExif({
      IFD0: { Artist: ARTIST, Make: 'VitrineCam', Model: 'Pocket 7' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()

/** Whether EXIF holds a GPS block (tag 0x8825, either byte order). */
const hasGps = (exif: Buffer | undefined) =>
  exif !== undefined && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])))

describe.each(testDatabases)('pictures keep no location or personal metadata on $name', (kind) => {
  let alice: SignedIn

  const send = (url: string, authorization: string, folder: string, filename: string, content: Buffer) => {
    const contentType = filename.endsWith('.png') ? 'image/png' : 'image/jpeg'
    const body = multipartBody({ folder, fileName: filename }, { filename, contentType, content })
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: body.body,
      headers: { 'content-type': body.contentType, authorization },
    })
  }
  const fetchOn = (url: string, host = 'demo.localhost') => ctx.app.inject({ url, headers: { host } })
  /** The served picture: no EXIF (so no GPS, artist, camera), no XMP, upright (no orientation left to apply). */
  const expectClean = async (url: string, upright: { width: number; height: number }) => {
    const served = await fetchOn(url)
    expect(served.statusCode).toBe(200)
    const meta = await sharp(served.rawPayload).metadata()
    expect([meta.exif, meta.xmp, meta.orientation]).toEqual([undefined, undefined, undefined])
    expect(served.rawPayload.includes(Buffer.from(ARTIST))).toBe(false)
    // Upright: the stored 1600×900 turned a quarter, taller than wide.
    expect({ width: meta.width, height: meta.height }).toEqual(upright)
    return served
  }

  const ctx = appWithDataDir(kind, { ...TEST_NUMBERS_ENV, OWNER_KEYS: `demo:${DEMO_KEY}`, UPLOAD_RATE_LIMIT: '1000' })
  beforeAll(async () => {
    await addAcme(ctx.database)
    alice = await signIn(ctx.app, 1)
  })

  it('the test photos do carry GPS, artist and orientation', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const meta = await sharp(await phonePhoto(format)).metadata()
      expect([hasGps(meta.exif), meta.exif?.includes(Buffer.from(ARTIST)), meta.orientation]).toEqual([true, true, 6])
    }
  })

  it("an owner's photo: every width clean and upright, no original kept or served, 404 on other hosts", async () => {
    const answer = answerOf(
      OwnerUploadResponse,
      await send(OWNER_UPLOAD_PATH, `Bearer ${DEMO_KEY}`, PHOTO_FOLDER, 'Stall front.jpg', await phonePhoto('jpeg')),
    )
    const sources = photoSources(answer.url)!
    const urls = sources.srcSet.split(', ').map((entry) => entry.split(' ')[0]!)
    expect(urls).toHaveLength(4)
    for (const url of urls) {
      const width = Number(/\.(\d+)(?:w|x\d+)\.webp$/.exec(url)![1])
      await expectClean(url, { width, height: Math.round((width * 1600) / 900) })
      expect((await fetchOn(url, 'acme.localhost')).statusCode).toBe(404)
    }

    // The original's address, derivable from every width's: nothing there, on disk or served.
    const original = answer.url.replace(/\.\d+x\d+\.webp$/, '.jpg')
    expect((await fetchOn(original)).statusCode).toBe(404)
    const folder = path.join(ctx.dataDir, 'uploads', path.dirname(original.slice('/uploads/'.length)))
    expect((await fs.readdir(folder)).every((name) => name.endsWith('.webp'))).toBe(true)
    // An original an older version kept there is not served either.
    await fs.writeFile(path.join(folder, path.basename(original)), await phonePhoto('jpeg'))
    expect((await fetchOn(original)).statusCode).toBe(404)
  })

  it("a customer's chat picture (JPEG or PNG) is stored without metadata, upright, on its site only", async () => {
    for (const name of ['shop.jpg', 'shop.png']) {
      const picture = await phonePhoto(name.endsWith('.png') ? 'png' : 'jpeg')
      const stored = await send(UPLOAD_PATH, alice.authorization, 'chat-widget/images', name, picture)
      expect(stored.statusCode).toBe(200)
      const { url } = stored.json() as { url: string }
      const served = await expectClean(url, { width: 900, height: 1600 })
      expect(served.headers['content-type']).toBe(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
      const onDisk = await fs.readFile(path.join(ctx.dataDir, 'uploads', url.slice('/uploads/'.length)))
      expect((await sharp(onDisk).metadata()).exif).toBeUndefined()
      expect((await fetchOn(url, 'acme.localhost')).statusCode).toBe(404)
    }
  })

  it("the owner's chat picture is cleaned the same way", async () => {
    const stored = await send(
      OWNER_UPLOAD_PATH,
      `Bearer ${DEMO_KEY}`,
      'chat-widget/images',
      'reply.jpg',
      await phonePhoto('jpeg'),
    )
    await expectClean((stored.json() as { url: string }).url, { width: 900, height: 1600 })
  })
})
