import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { stopChild } from '../../scripts/process-probes.js'

/** A redis-server of the cluster's own (never the machine's shared one), which the cluster may restart. */
export interface ClusterRedis {
  url: string
  /** Stops it and starts it again on the same port (everything in it is lost, as after a crash). */
  restart(): Promise<void>
  stop(): Promise<void>
}

/** Starts `redis-server` on `port` (loopback, no persistence), database `db` in its URL. */
export async function startRedis(port: number, db = 5): Promise<ClusterRedis> {
  let child = await spawnRedis(port)
  return {
    url: `redis://127.0.0.1:${port}/${db}`,
    restart: async () => {
      await stopChild(child)
      child = await spawnRedis(port)
    },
    stop: () => stopChild(child),
  }
}

async function spawnRedis(port: number): Promise<ChildProcess> {
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--maxclients',
    '1000',
  ]
  const child = spawn('redis-server', args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}: ${stderr}`)
    if (await answers(port)) return child
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  child.kill('SIGKILL')
  throw new Error(`redis-server did not answer on ${port} within 10 s`)
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => socket.end('PING\r\n'))
    socket.once('data', (data) => resolve(data.toString().startsWith('+PONG')))
    socket.once('error', () => resolve(false))
  })
}
