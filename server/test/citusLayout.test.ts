/**
 * docs/citus.sql against the schema the migrations leave: its first part (plain PostgreSQL) runs on
 * a freshly migrated database; its second names every table once (distributed, reference or local),
 * every unique key of a distributed table holds the distribution column, and co-located tables
 * distribute on columns of one type. A table added without a place in the layout fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrate, openDatabase } from '../src/db';
import { tempDatabase } from './helpers/databases';

const CITUS_SQL = fs.readFileSync(path.resolve(__dirname, '../../docs/citus.sql'), 'utf8');

interface Layout {
  distributed: Map<string, { column: string; colocateWith?: string }>;
  reference: string[];
  local: string[];
}

function layoutOf(sqlText: string): Layout {
  const distributed = new Map<string, { column: string; colocateWith?: string }>();
  for (const m of sqlText.matchAll(
    /create_distributed_table\('(\w+)', '(\w+)'(?:, colocate_with => '(\w+)')?\)/g,
  ))
    distributed.set(m[1], { column: m[2], colocateWith: m[3] });
  const reference = [...sqlText.matchAll(/create_reference_table\('(\w+)'\)/g)].map((m) => m[1]);
  const localText = /-- Local to the coordinator: ([^.]*)\./.exec(sqlText)?.[1] ?? '';
  const local = localText
    .replace(/\n--/g, ' ')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return { distributed, reference, local };
}

describe('the Citus layout (docs/citus.sql)', () => {
  test('holds every table of the schema, with keys and types Citus accepts', async () => {
    const t = await tempDatabase('PostgreSQL');
    if (!t) return;
    const d = await openDatabase(t.url, { poolSize: 1 });
    const c = new pg.Client({ connectionString: t.url });
    try {
      await migrate(d.db);
      await d.close();
      await c.connect();
      const layout = layoutOf(CITUS_SQL);
      const named = [...layout.distributed.keys(), ...layout.reference, ...layout.local];
      // Named once each.
      expect(named.length).toBe(new Set(named).size);

      const part1 = /^BEGIN;[\s\S]*?^COMMIT;/m.exec(CITUS_SQL)?.[0];
      expect(part1).toBeDefined();
      await c.query(part1 ?? '');

      const tables = (
        await c.query<{ name: string }>(
          `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
        )
      ).rows.map((r) => r.name);
      expect([...named].sort()).toEqual(tables);

      const typeOf = async (table: string, column: string) =>
        (
          await c.query<{ type: string }>(
            `SELECT data_type AS type FROM information_schema.columns WHERE table_name = $1 AND column_name = $2`,
            [table, column],
          )
        ).rows[0]?.type;
      for (const [table, { column, colocateWith }] of layout.distributed) {
        expect([table, column, await typeOf(table, column)]).not.toContain(undefined);
        if (colocateWith) {
          const other = layout.distributed.get(colocateWith);
          expect(other).toBeDefined();
          expect([table, await typeOf(table, column)]).toEqual([
            table,
            await typeOf(colocateWith, other?.column ?? ''),
          ]);
        }
        // Every unique index (primary keys included) holds the distribution column.
        const unique = await c.query<{ name: string; columns: string[] }>(
          `SELECT i.indexrelid::regclass::text AS name,
             array(SELECT a.attname FROM pg_attribute a WHERE a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)) AS columns
           FROM pg_index i WHERE i.indrelid = $1::regclass AND i.indisunique`,
          [table],
        );
        for (const u of unique.rows)
          expect([table, u.name, u.columns.includes(column)]).toEqual([table, u.name, true]);
      }
    } finally {
      await c.end();
      await t.drop();
    }
  });
});
