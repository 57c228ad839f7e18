import type { FastifyInstance } from 'fastify';
import { pageMessagesUrl, parsePageMessagesFile } from '#app/features/i18n/page-messages.ts';
import { shellMessagesOf } from '#app/features/i18n/shell-messages.server.ts';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import { contentEncodingFor, precompress, type PrecompressedBody } from '#server/http/content-encoding.ts';

const immutable = 'public, max-age=31536000, immutable';

/**
 * The shell's messages of a language as the file a page names (app/features/i18n/page-messages.ts):
 * compressed once per language at the best levels, cached by browsers for a year under its hashed
 * address. A page of an older build may name an older hash: it gets today's text, never stored, so
 * the next page's address is fetched anew.
 */
export function registerPageMessagesRoute(app: FastifyInstance): void {
  const bodies = new Map<LanguageCode, Promise<{ url: string | undefined; body: PrecompressedBody }>>();
  const bodyOf = (language: LanguageCode) => {
    let entry = bodies.get(language);
    if (!entry) {
      entry = shellMessagesOf(language).then((messages) => ({
        url: messages.url,
        body: precompress(messages.json),
      }));
      bodies.set(language, entry);
      entry.catch(() => bodies.delete(language));
    }
    return entry;
  };

  app.get<{ Params: { file: string } }>(
    '/page-messages/:file',
    { compress: false },
    async (request, reply) => {
      const file = parsePageMessagesFile(request.params.file);
      if (!file) return reply.code(404).send({ statusCode: 0, message: 'notFound' });
      const { url, body } = await bodyOf(file.language);
      const encoding = contentEncodingFor(request.headers['accept-encoding']);
      reply
        .type('application/json; charset=utf-8')
        .header('vary', 'Accept-Encoding')
        .header('cache-control', url === pageMessagesUrl(file.language, file.hash) ? immutable : 'no-store');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? body[encoding] : body.identity);
    },
  );
}
