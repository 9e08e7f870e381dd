/**
 * The senders of bench/flood.ts, in a process of their own so that writing the bodies does not delay
 * the measured calls' client. Sends waves of FLOOD_SENDERS bodies of FLOOD_BYTES to FLOOD_URL at once,
 * a wave every FLOOD_EVERY_MS (or as soon as the last one is answered, when that takes longer), until its
 * standard input closes; then prints one line of JSON: how many were refused with FLOOD_STATUS, and the other answers.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sendLargeBody } from '../tests/support/body-flood';

const url = process.env.FLOOD_URL!;
const status = Number(process.env.FLOOD_STATUS);
const senders = Number(process.env.FLOOD_SENDERS);
const bytes = Number(process.env.FLOOD_BYTES);
const every = Number(process.env.FLOOD_EVERY_MS);
let running = true;
let refused = 0;
const unexpected: string[] = [];
process.stdin.on('end', () => (running = false)).resume();

while (running) {
  const started = Date.now();
  for (const answer of await Promise.all(Array.from({ length: senders }, () => sendLargeBody(url, bytes)))) {
    if (answer.status === status) refused++;
    else unexpected.push(String(answer.status ?? answer.error));
  }
  await sleep(Math.max(0, every - (Date.now() - started)));
}
process.stdout.write(JSON.stringify({ refused, unexpected }) + '\n');
