// Runs s3rver for tests/support/s3-server.ts: node --openssl-legacy-provider s3rver-process.mjs <directory>.
// Prints {"port":…} once listening; stops when its standard input closes, so it never outlives the tests.
import S3rver from 's3rver';

const server = new S3rver({ address: '127.0.0.1', port: 0, directory: process.argv[2], silent: true });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  server.httpServer.closeAllConnections();
  server.close().then(() => process.exit(0));
});
