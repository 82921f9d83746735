// Runs autocannon in its own process over a list of paths (each connection cycles through them) and
// prints the result as JSON. Used by support/load.ts (deals, projects): the CLI takes one URL only.
//   node bench/load-paths.ts '{"url":"http://127.0.0.1:1234","paths":["/a","/b"],"token":"…","connections":50,"duration":15}'
import autocannon from 'autocannon';

type Options = { url: string; paths: string[]; token: string; connections: number; duration: number };

const options = JSON.parse(process.argv[2] ?? '{}') as Options;

const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.duration,
  headers: { authorization: `Bearer ${options.token}` },
  requests: options.paths.map((path) => ({ method: 'GET' as const, path })),
});
process.stdout.write(JSON.stringify(result));
