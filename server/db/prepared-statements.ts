import {
  messages,
  parse,
  protocol,
  type ParserOptions,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * The embedded database parses and plans each statement again on every call: PGlite's `query`
 * sends Parse, Describe, Bind, Describe, Execute and Sync as six separate trips into the
 * WebAssembly backend. The application's statements are a small fixed set (drizzle writes the same
 * text with new parameters each time), so each text is parsed once into a named prepared statement
 * and every later call sends Bind, Describe, Execute and Sync in one trip: a third of the cost, and
 * a signed-in player's home page 1.3 to 1.6 times as fast (decision 0047). PostgreSQL over the
 * network is left as it is.
 */

/**
 * Texts kept prepared at most. The application writes a few hundred; a caller that put values
 * into the text instead of parameters would otherwise fill the backend's memory, so texts beyond
 * this take the ordinary path.
 */
const maxStatements = 2_000;

/** SQLSTATE of "cached plan must not change result type": the table changed under the statement. */
const planChanged = '0A000';

interface Statement {
  name: string;
  /** The type OIDs of the parameters, as the backend inferred them: they choose the serialisers. */
  paramTypes: number[];
  /**
   * The columns of its rows, as described once when it was prepared; empty for a statement that
   * returns none. Each call then skips the portal's Describe, whose row description the backend
   * wrote and the client parsed again every time: the largest part of reading a wide row.
   */
  fields: Field[];
}

type Field = Results['fields'][number];

type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

/** Makes the client's `query`, inside and outside transactions, use prepared statements. */
export function installPreparedStatements(client: PGlite): void {
  const statements = new Map<string, Statement>();
  let named = 0;
  const plainQuery: Query = client.query.bind(client);
  const plainTransaction = client.transaction.bind(client);
  const exec = (message: Uint8Array, options?: QueryOptions) =>
    client.execProtocolStream(message, { ...options, syncToFs: false });

  const statementFor = async (text: string, options?: QueryOptions): Promise<Statement> => {
    const known = statements.get(text);
    if (known) return known;
    const name = `marquee_${(named += 1)}`;
    try {
      await exec(protocol.serialize.parse({ name, text, types: options?.paramTypes }), options);
      const described = await exec(protocol.serialize.describe({ type: 'S', name }), options);
      const statement = {
        name,
        paramTypes: parse.parseDescribeStatementResults(described),
        fields: fieldsOf(described),
      };
      statements.set(text, statement);
      return statement;
    } finally {
      await exec(protocol.serialize.sync(), options);
    }
  };

  const forget = async (text: string) => {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await exec(
      joined([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]),
    );
  };

  /** One statement, the client's lock already held. */
  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const statement = await statementFor(text, options);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index];
      const serialise =
        type === undefined ? undefined : (options?.serializers?.[type] ?? client.serializers[type]);
      return serialise ? serialise(value) : String(value);
    });
    const replies = await exec(
      joined([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      options,
    );
    return resultOf<T>(replies, statement.fields, client.parsers, options);
  };

  /**
   * `run`, with the error as PGlite's own `query` gives it (the statement and its parameters
   * attached). A statement whose table changed shape is prepared again once.
   */
  const runOrRetry = async <T>(text: string, params: unknown[], options?: QueryOptions) => {
    try {
      return await run<T>(text, params, options);
    } catch (error) {
      if (!(error instanceof messages.DatabaseError)) throw error;
      if (error.code === planChanged && statements.has(text)) {
        await forget(text);
        return run<T>(text, params, options).catch((retried: unknown) => {
          throw withQuery(retried, text, params, options);
        });
      }
      throw withQuery(error, text, params, options);
    }
  };

  const ordinary = (text: string, options?: QueryOptions) =>
    options?.blob !== undefined || (!statements.has(text) && statements.size >= maxStatements);

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (ordinary(text, options)) return plainQuery<T>(text, params, options);
    await client._checkReady();
    // The same locks as PGlite's own query: never inside another caller's transaction.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await runOrRetry<T>(text, params, options);
        if (!client.isInTransaction()) await client.syncToFs();
        return result;
      }),
    );
  };

  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    plainTransaction((tx) => {
      const query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (ordinary(text, options)) return tx.query<R>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        // The transaction's lock is held by PGlite's transaction(); only the query lock is taken.
        return client._runExclusiveQuery(() => runOrRetry<R>(text, params, options));
      };
      return callback(
        new Proxy(tx, { get: (target, key) => (key === 'query' ? query : Reflect.get(target, key, target)) }),
      );
    });
}

/**
 * The rows of one statement's replies, the same as PGlite's `parse.parseResults(...)[0]`, which
 * first copies the client's type parsers into a new object on every call. There are 316 of them
 * (every array type has one), under sparse numeric keys, and the copy cost 60 µs a call here
 * against 5 µs for the rest of parsing a one-row, 23-column session row: the largest single
 * function of a signed-in page's profile (decision 0047).
 */
function resultOf<T>(
  replies: readonly messages.BackendMessage[],
  fields: Field[],
  clientParsers: ParserOptions,
  options?: QueryOptions,
): Results<T> {
  const extra = options?.parsers;
  const arrays = options?.rowMode === 'array';
  const rows: unknown[] = [];
  const value = (text: string | null, index: number) => {
    if (text === null) return null;
    const type = fields[index]!.dataTypeID;
    const parser = (extra?.[type] ?? clientParsers[type]) as
      ((text: string, type: number) => unknown) | undefined;
    return parser ? parser(text, type) : text;
  };
  for (const reply of replies) {
    switch (reply.name) {
      case 'dataRow': {
        const texts = (reply as messages.DataRowMessage).fields;
        rows.push(
          arrays
            ? texts.map(value)
            : Object.fromEntries(texts.map((text, index) => [fields[index]!.name, value(text, index)])),
        );
        break;
      }
      case 'commandComplete':
        return {
          rows: rows as T[],
          fields,
          affectedRows: affectedRowsOf((reply as messages.CommandCompleteMessage).text),
        };
    }
  }
  // PGlite keeps a statement's rows only once its command completed.
  return { rows: [], fields: [], affectedRows: 0 };
}

/** The columns a statement's Describe reports: its row description, or none (NoData). */
function fieldsOf(described: readonly messages.BackendMessage[]): Field[] {
  const row = described.find(
    (message): message is messages.RowDescriptionMessage => message.name === 'rowDescription',
  );
  const fields = row
    ? row.fields.map((field) => Object.freeze({ name: field.name, dataTypeID: field.dataTypeID }))
    : [];
  // Every answer of the statement hands out this one array: frozen, a caller that changed it would
  // fail there instead of corrupting the columns of every later answer.
  Object.freeze(fields);
  return fields;
}

/** The row count a command tag reports ("INSERT 0 3", "UPDATE 2"), as PGlite counts it. */
function affectedRowsOf(tag: string): number {
  const [command, first, second] = tag.split(' ');
  switch (command) {
    case 'INSERT':
      return Number.parseInt(second ?? '', 10);
    case 'UPDATE':
    case 'DELETE':
    case 'COPY':
    case 'MERGE':
      return Number.parseInt(first ?? '', 10);
    default:
      return 0;
  }
}

function joined(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (error instanceof messages.DatabaseError) Object.assign(error, { query, params, queryOptions: options });
  return error;
}
