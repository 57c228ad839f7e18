// The baseline of the API benchmark: the least work Node can do to answer the same bytes over
// HTTP. Run as its own process so that it, like the real server, does not share a thread with
// the load generator. Usage: bare-server.ts <body file> <content type> [<content encoding>];
// prints "port=<n>".
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, contentType, contentEncoding] = process.argv.slice(2);
if (!bodyFile || !contentType) throw new Error('usage: bare-server.ts <body file> <content type>');
const body = readFileSync(bodyFile);
const headers: Record<string, string> = {
  'content-type': contentType,
  'content-length': String(body.length),
};
if (contentEncoding) headers['content-encoding'] = contentEncoding;

const server = createServer((request, response) => {
  // Drain the request body as the real server must, then answer.
  request.resume();
  request.on('end', () => {
    response.writeHead(200, headers);
    response.end(body);
  });
});
server.keepAliveTimeout = 10_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`port=${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
