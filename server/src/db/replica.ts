/**
 * Reads from a replica (READ_DATABASE_URL), writes to the primary, through one Kysely whose dialect
 * binds each connection on its first statement (kysely-replication cannot find kysely where npm
 * hoists it). Plain reads go to the replica; writes, statements that could write, locking reads and
 * transactions to the primary, as do reads of the tables the API writes itself, so every API process
 * sees a post or a limit at once. The indexer's tables can lag unseen.
 */
import {
  Kysely,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Database } from './schema';

/** Tables the API writes and then reads back (read-your-writes: always from the primary). */
const PRIMARY_READ_TABLES: ReadonlySet<string> = new Set([
  'trollbox_messages',
  'settings',
  'price_history',
  'limit_state',
]);

/** True when a query tree names one of `tables` anywhere (FROM, JOIN, subqueries, CTEs). */
function referencesTable(node: unknown, tables: ReadonlySet<string>): boolean {
  if (node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some((n) => referencesTable(n, tables));
  const o = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (o.kind === 'TableNode' && o.table?.identifier?.name && tables.has(o.table.identifier.name)) return true;
  return Object.values(o).some((v) => referencesTable(v, tables));
}

const LOCKING = /\bfor\s+(?:no\s+key\s+)?(?:update|share|key\s+share)\b/i;
const WRITING_TEXT =
  /\b(?:insert|update|delete|merge|pg_notify|nextval|setval|pg_advisory\w*|create|alter|drop|truncate|lock)\b/i;

/** Where one compiled query must run. */
export function routeOf(
  q: CompiledQuery,
  tables: ReadonlySet<string> = PRIMARY_READ_TABLES,
): 'primary' | 'replica' {
  const kind = q.query.kind;
  if (kind === 'SelectQueryNode') {
    if (LOCKING.test(q.sql) || referencesTable(q.query, tables)) return 'primary';
    return 'replica';
  }
  if (kind === 'RawNode') {
    const text = q.sql.trimStart();
    if (!/^(?:select|with)\b/i.test(text) || WRITING_TEXT.test(text) || LOCKING.test(text)) return 'primary';
    for (const t of tables) if (text.includes(t)) return 'primary';
    return 'replica';
  }
  return 'primary';
}

class RoutingConnection implements DatabaseConnection {
  private bound: { driver: Driver; conn: DatabaseConnection } | null = null;

  constructor(
    private readonly primary: Driver,
    private readonly replica: Driver,
  ) {}

  private async bind(to: 'primary' | 'replica') {
    if (!this.bound) {
      const driver = to === 'primary' ? this.primary : this.replica;
      this.bound = { driver, conn: await driver.acquireConnection() };
    }
    return this.bound;
  }

  async executeQuery<R>(q: CompiledQuery): Promise<QueryResult<R>> {
    return (await this.bind(routeOf(q))).conn.executeQuery<R>(q);
  }

  async *streamQuery<R>(q: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const b = await this.bind(routeOf(q));
    yield* b.conn.streamQuery<R>(q, chunkSize);
  }

  async begin(settings: TransactionSettings): Promise<void> {
    const b = await this.bind('primary');
    if (b.driver !== this.primary) throw new Error('a transaction cannot run on the read replica');
    await b.driver.beginTransaction(b.conn, settings);
  }

  async end(how: 'commit' | 'rollback'): Promise<void> {
    const b = await this.bind('primary');
    await (how === 'commit' ? b.driver.commitTransaction(b.conn) : b.driver.rollbackTransaction(b.conn));
  }

  async release(): Promise<void> {
    const b = this.bound;
    this.bound = null;
    if (b) await b.driver.releaseConnection(b.conn);
  }
}

class RoutingDriver implements Driver {
  constructor(
    private readonly primary: Driver,
    private readonly replica: Driver,
  ) {}
  async init(): Promise<void> {
    await this.primary.init();
    await this.replica.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutingConnection(this.primary, this.replica);
  }
  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await (c as RoutingConnection).begin(settings);
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await (c as RoutingConnection).end('commit');
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    await (c as RoutingConnection).end('rollback');
  }
  async releaseConnection(c: DatabaseConnection): Promise<void> {
    await (c as RoutingConnection).release();
  }
  async destroy(): Promise<void> {
    await Promise.all([this.primary.destroy(), this.replica.destroy()]);
  }
}

class ReplicatedDialect implements Dialect {
  constructor(
    private readonly primary: Dialect,
    private readonly replica: Dialect,
  ) {}
  createAdapter() {
    return this.primary.createAdapter();
  }
  createDriver(): Driver {
    return new RoutingDriver(this.primary.createDriver(), this.replica.createDriver());
  }
  createIntrospector(db: Kysely<unknown>) {
    return this.primary.createIntrospector(db);
  }
  createQueryCompiler() {
    return this.primary.createQueryCompiler();
  }
}

export function replicatedKysely(primary: Dialect, replica: Dialect): Kysely<Database> {
  return new Kysely<Database>({ dialect: new ReplicatedDialect(primary, replica) });
}
