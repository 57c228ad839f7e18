import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { baseDomainOf } from '#shared/tenancy/base-domain.ts';
import { runProviderConformance } from '#server/features/play/provider-conformance.ts';

/**
 * `npm run provider:conformance -- <base-url> <provider_code> <secret> ...`: drives a Marquee
 * server's seamless-wallet API through every rule of decision 0028 and prints one line per case;
 * exits 1 when any case fails (or no game session could be had), 2 on wrong usage.
 *
 * The suite needs a live game session of a player with at least 3.00 of cash; it moves a little of
 * it. Either give its token (`--session`), or let the suite get one the way a player does: log in
 * as a player of the brand (`--player`, `--password`; `--domain` names the brand's host when the
 * base URL is not on it), launch a game of the provider (`--game`, or its first game the brand
 * offers) and take the token out of the launch address (query parameter `--token-param`, or the
 * first of token, session_token, session, sid).
 */
const usage = `usage: npm run provider:conformance -- <base-url> <provider_code> <secret> --session <token> [--game <code>]
       npm run provider:conformance -- <base-url> <provider_code> <secret> --player <account_id> --password <password>
              [--domain <brand host>] [--game <code>] [--token-param <name>]
The player and password may also come from MARQUEE_CONFORMANCE_PLAYER and MARQUEE_CONFORMANCE_PASSWORD.
`;

const flagNames = new Set(['session', 'game', 'player', 'password', 'domain', 'token-param']);
const tokenParams = ['token', 'session_token', 'session', 'sid'];

interface PlayerLogin {
  accountId: string;
  password: string;
  domain: string | undefined;
  tokenParam: string | undefined;
}

interface Options {
  baseUrl: string;
  providerCode: string;
  secret: string;
  gameCode: string | undefined;
  session: { token: string } | { login: PlayerLogin };
}

function parse(argv: readonly string[], env: NodeJS.ProcessEnv): Options | undefined {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      const name = arg.slice(2);
      if (value === undefined || !flagNames.has(name)) return undefined;
      flags.set(name, value);
      i++;
    } else positional.push(arg);
  }
  const [baseUrl, providerCode, secret] = positional;
  if (!baseUrl || !providerCode || !secret || positional.length !== 3) return undefined;
  if (!/^https?:\/\//.test(baseUrl)) return undefined;
  const common = { baseUrl: baseUrl.replace(/\/+$/, ''), providerCode, secret, gameCode: flags.get('game') };
  const token = flags.get('session');
  const accountId = flags.get('player') ?? env.MARQUEE_CONFORMANCE_PLAYER;
  const password = flags.get('password') ?? env.MARQUEE_CONFORMANCE_PASSWORD;
  if (token) return flags.has('player') ? undefined : { ...common, session: { token } };
  if (!accountId || !password) return undefined;
  return {
    ...common,
    session: {
      login: { accountId, password, domain: flags.get('domain'), tokenParam: flags.get('token-param') },
    },
  };
}

/**
 * POSTs a site API call as a browser on the brand's host would. Through node:http rather than
 * fetch, because fetch does not send a Host header of its own choosing, and a server reached by
 * its address (http://127.0.0.1:3000) learns the brand only from that header.
 */
function siteCall(
  baseUrl: string,
  domain: string | undefined,
  path: string,
  body: unknown,
): Promise<Record<string, unknown>> {
  const url = new URL(path, `${baseUrl}/`);
  const payload = JSON.stringify(body);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: {
          ...(domain ? { host: domain } : {}),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
        timeout: 15_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('error', reject);
        response.on('end', () => {
          let answer: unknown;
          try {
            answer = JSON.parse(text);
          } catch {
            reject(new Error(`${path} answered HTTP ${response.statusCode ?? '?'} without JSON`));
            return;
          }
          const fields = (answer ?? {}) as Record<string, unknown>;
          if (fields.statusCode !== 1)
            reject(new Error(`${path} answered ${String(fields.message ?? `HTTP ${response.statusCode}`)}`));
          else resolve(fields);
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${path} did not answer within 15 s`)));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The provider's first game the brand offers, as its lobby would list it. */
async function firstGameOf(
  call: (path: string, body: object) => Promise<Record<string, unknown>>,
  providerCode: string,
): Promise<string> {
  const providers = (await call('/api/product/get_providers', {})).value as {
    code: string;
    categories: string[];
  }[];
  const provider = providers.find((entry) => entry.code === providerCode);
  if (!provider) throw new Error(`the brand offers no provider ${providerCode} with games`);
  for (const category of provider.categories) {
    const games = (
      await call('/api/product/get_games', {
        game_type: category,
        provider_code: providerCode,
        page_size: 1,
      })
    ).value as { game_code: string }[];
    if (games[0]) return games[0].game_code;
  }
  throw new Error(`the brand offers no game of ${providerCode}`);
}

/** Logs in as the player and launches a game of the provider: the session token and the game. */
async function launchSession(
  options: Options,
  login: PlayerLogin,
): Promise<{ sessionToken: string; gameCode: string }> {
  // Site calls name their brand as the site's own pages do: its domain and its external id.
  const domainName = baseDomainOf(login.domain ?? new URL(options.baseUrl).host);
  const startup = await siteCall(options.baseUrl, login.domain, '/api/startup', { domain_name: domainName });
  const site = {
    domain_name: domainName,
    external_id: String((startup.site as { external_id?: unknown } | undefined)?.external_id ?? ''),
  };
  const call = (path: string, body: object) =>
    siteCall(options.baseUrl, login.domain, path, { ...site, ...body });
  const loggedIn = await call('/api/auth/login', { account_id: login.accountId, password: login.password });
  const auth = String(loggedIn.token);
  const gameCode = options.gameCode ?? (await firstGameOf(call, options.providerCode));
  const launched = await call('/api/product/launch_game', {
    account_id: login.accountId,
    auth,
    provider_code: options.providerCode,
    game_code: gameCode,
  });
  const address = String((launched.value as { url?: unknown } | undefined)?.url ?? '');
  const query = new URL(address, `${options.baseUrl}/`).searchParams;
  const names = login.tokenParam ? [login.tokenParam] : tokenParams;
  const name = names.find((candidate) => query.get(candidate));
  if (!name)
    throw new Error(
      `the launch address has no ${names.join(' or ')} parameter (name it with --token-param): ${address.replace(/\?.*/, '?…')}`,
    );
  process.stderr.write(`game session: ${login.accountId} playing ${gameCode}, token from "${name}"\n`);
  return { sessionToken: query.get(name)!, gameCode };
}

async function main(): Promise<number> {
  const options = parse(process.argv.slice(2), process.env);
  if (!options) {
    process.stderr.write(usage);
    return 2;
  }
  let session: { sessionToken: string; gameCode: string | undefined };
  if ('token' in options.session) {
    session = { sessionToken: options.session.token, gameCode: options.gameCode };
  } else {
    try {
      session = await launchSession(options, options.session.login);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      process.stderr.write(`no game session: ${reason}\n`);
      return 1;
    }
  }
  const results = await runProviderConformance({
    baseUrl: options.baseUrl,
    providerCode: options.providerCode,
    secret: options.secret,
    ...session,
  });
  for (const result of results)
    process.stdout.write(
      `${result.pass ? 'PASS' : 'FAIL'}  ${result.name}${result.pass ? '' : `: ${result.detail}`}\n`,
    );
  const failed = results.filter((result) => !result.pass).length;
  process.stdout.write(`${results.length - failed} passed, ${failed} failed\n`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
