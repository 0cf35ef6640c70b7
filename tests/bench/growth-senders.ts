/**
 * The browsers of `npm run bench:growth`, in a process of their own so that they do not share the stand-in's one
 * thread: `tsx tests/bench/growth-senders.ts <ingest url> <events> <senders> <tab>`. Each sender posts events one
 * after another as the tracker does (text/plain, apikey in the address, a browser's User-Agent) over a keep-alive
 * connection from a loopback address of its own (127.0.1.1, 127.0.1.2, …), so the per-address limit applies as it
 * would to as many visitors. Prints one line of JSON: the seconds taken, the answers by status, and this process's
 * CPU time.
 */
import { Agent, request } from 'node:http';

const [url, eventsArg, sendersArg, tab] = process.argv.slice(2);
if (!url || !tab) throw new Error('Usage: growth-senders.ts <ingest url> <events> <senders> <tab>');
const events = Number(eventsArg);
const senders = Number(sendersArg);
const target = new URL(url);
const body = JSON.stringify({ kind: 'page_view', page: '/', tab, source: 'bench' });
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

function post(agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'text/plain;charset=UTF-8',
          'Content-Length': Buffer.byteLength(body),
          'User-Agent': browserAgent,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

let next = 0;
const statuses: Record<number, number> = {};
const sender = async (index: number) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.1.${index + 1}` });
  while (next < events) {
    next += 1;
    const status = await post(agent);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  agent.destroy();
};
const cpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: senders }, (_, index) => sender(index)));
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
console.log(JSON.stringify({ seconds, statuses, cpuMs: (cpu.user + cpu.system) / 1000 }));
