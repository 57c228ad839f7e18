import { PGlite, messages } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installPreparedStatements } from './prepared-statements.ts';

let plain: PGlite;
let prepared: PGlite;

// Dropped and made again before each test: a statement prepared by an earlier test then meets a
// new table of the same name, which it must survive.
const schemaSql = `
  drop table if exists items;
  create table items (
    id serial primary key,
    code text not null unique,
    amount numeric(20, 0) not null,
    at timestamptz not null default '2026-11-29T01:00:00Z',
    tags jsonb,
    note text
  );
  insert into items (code, amount, tags) values ('a', 100, '{"x":1}'), ('b', 250, null);
`;

beforeAll(async () => {
  plain = new PGlite();
  prepared = new PGlite();
  installPreparedStatements(prepared);
});

beforeEach(async () => {
  await plain.exec(schemaSql);
  await prepared.exec(schemaSql);
});

afterAll(async () => {
  await plain.close();
  await prepared.close();
});

/** Both clients' answers to the same call: prepared statements must change nothing but the cost. */
async function both<T>(call: (client: PGlite) => Promise<T>): Promise<[T, T]> {
  return [await call(plain), await call(prepared)];
}

describe('installPreparedStatements', () => {
  it('answers every query as PGlite itself does, the first time and each time after', async () => {
    const select = 'select id, code, amount, at, tags, note from items where amount >= $1 order by id';
    for (let round = 0; round < 3; round++) {
      const [expected, actual] = await both((client) => client.query(select, [round * 100]));
      expect(actual).toEqual(expected);
    }
    // Parsed once: the backend holds one prepared statement for the text, however often it runs.
    const held = await prepared.query(
      'select count(*)::int as n from pg_prepared_statements where statement = $1',
      [select],
    );
    expect(held.rows).toEqual([{ n: 1 }]);
    const arrays = await both((client) =>
      client.query('select code, tags from items where code = $1', ['a'], { rowMode: 'array' }),
    );
    expect(arrays[1].rows).toEqual([['a', { x: 1 }]]);
    expect(arrays[1]).toEqual(arrays[0]);
    const parsed = await both((client) =>
      client.query('select at from items where id = $1', [1], { parsers: { 1184: (text) => `at ${text}` } }),
    );
    expect(parsed[1].rows).toEqual([{ at: 'at 2026-11-29 01:00:00+00' }]);
  });

  it('reads rows, column types and row counts exactly as PGlite does', async () => {
    // Our own result parser replaces PGlite's (decision 0047): each shape must come out the same.
    const statements: [string, unknown[]][] = [
      [
        `select id, code, amount, at, tags, note, true as yes, null::int as nothing, array[1, 2]::int[] as ints,
           array['a', null]::text[] as texts, '2026-11-29'::date as day, 9007199254740993::bigint as big,
           1.5::float8 as ratio, '{"y":[2]}'::json as plain_json,
           '2026-11-29 01:00'::timestamp as local_at, 'x' as code
         from items where id > $1 order by id`,
        [0],
      ],
      ['select code from items where code = $1', ['none']],
      ['update items set note = $1 where amount > $2', ['n', 0]],
      ['delete from items where code = $1', ['b']],
      [
        `insert into items (code, amount) select $1 || g, g from generate_series(1, 3) g
         on conflict (code) do nothing returning id, code`,
        ['g'],
      ],
    ];
    for (const [text, params] of statements) {
      for (const options of [undefined, { rowMode: 'array' as const }]) {
        const plainAnswer = await plain.query(text, params, options);
        const preparedAnswer = await prepared.query(text, params, options);
        expect(preparedAnswer, text).toEqual(plainAnswer);
      }
    }
    // 'a' and the three inserted rows ('b' was deleted): the counts are read, not assumed.
    const counts = await prepared.query('update items set note = $1', ['m']);
    expect(counts.affectedRows).toBe(4);
  });

  it('hands every answer of a statement the same columns, frozen so no caller can change them', async () => {
    const first = await prepared.query('select id, code from items where id = $1', [1]);
    const second = await prepared.query('select id, code from items where id = $1', [2]);
    expect(second.fields).toBe(first.fields);
    expect(() => first.fields.push({ name: 'extra', dataTypeID: 25 })).toThrow(TypeError);
    expect(() => {
      first.fields[0]!.name = 'renamed';
    }).toThrow(TypeError);
    expect(second.fields.map((field) => field.name)).toEqual(['id', 'code']);
  });

  it('serialises parameters by the types the statement takes (json, null, numbers as text)', async () => {
    const insert = 'insert into items (code, amount, tags, note) values ($1, $2, $3, $4) returning *';
    const [expected, actual] = await both((client) =>
      client.query(insert, ['c', 12345678901234567890n, { deep: [1, 'two'] }, null]),
    );
    expect(actual).toEqual(expected);
    expect(actual.rows[0]).toMatchObject({
      code: 'c',
      amount: '12345678901234567890',
      tags: { deep: [1, 'two'] },
      note: null,
    });
    expect(actual.affectedRows).toBe(1);
  });

  it('fails as PGlite does, statement attached, and the next query still runs', async () => {
    const insert = 'insert into items (code, amount) values ($1, $2)';
    await prepared.query(insert, ['d', 1]);
    const failure = await prepared.query(insert, ['d', 2]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(messages.DatabaseError);
    expect(failure).toMatchObject({ code: '23505', query: insert, params: ['d', 2] });
    const syntax = await prepared.query('selec 1').catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601', query: 'selec 1' });
    const rows = await prepared.query<{ n: number }>('select count(*)::int as n from items');
    expect(rows.rows).toEqual([{ n: 3 }]);
  });

  it('keeps transactions whole: a rollback undoes prepared writes, an aborted one refuses more', async () => {
    const insert = 'insert into items (code, amount) values ($1, $2)';
    await prepared
      .transaction(async (tx) => {
        await tx.query(insert, ['e', 5]);
        expect((await tx.query('select count(*)::int as n from items')).rows).toEqual([{ n: 3 }]);
        throw new Error('give up');
      })
      .catch(() => undefined);
    expect((await prepared.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);

    const aborted = await prepared
      .transaction(async (tx) => {
        await tx.query(insert, ['a', 1]).catch(() => undefined);
        return tx.query('select 1');
      })
      .catch((error: unknown) => error);
    expect(aborted).toMatchObject({ code: '25P02' });

    await prepared.transaction(async (tx) => {
      await tx.query(insert, ['f', 6]);
    });
    expect((await prepared.query('select code from items where code = $1', ['f'])).rows).toEqual([
      { code: 'f' },
    ]);
  });

  it('waits for a transaction in progress: a query from outside never joins it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = prepared.transaction(async (tx) => {
      await tx.query('insert into items (code, amount) values ($1, $2)', ['g', 7]);
      await held;
      await tx.rollback();
    });
    const outside = prepared.query('select count(*)::int as n from items');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });

  it('prepares a statement again when its table changed shape', async () => {
    const select = 'select * from items where id = $1';
    expect(Object.keys((await prepared.query(select, [1])).rows[0] as object)).not.toContain('extra');
    await prepared.exec('alter table items add column extra text default $$x$$');
    const after = await prepared.query<{ extra: string }>(select, [1]);
    expect(after.rows[0]?.extra).toBe('x');
  });

  it('answers many callers at once in order', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        prepared.query<{ n: number }>('select $1::int * 2 as n', [index]).then((result) => result.rows[0]?.n),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 200 }, (_, index) => index * 2));
  });
});
