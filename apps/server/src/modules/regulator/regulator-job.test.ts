import { createHash } from 'node:crypto';
import { API, formatMinor, type RegulatorFileSet } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '../../infra/file-store/file-store.js';
import { localFileStore } from '../../infra/file-store/local-file-store.js';
import { manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import {
  dayUrl,
  expectedDay,
  fileSetOf,
  operatorCall,
  parseCsv,
  pastMidnight,
  play,
  regulatorApp,
  regulatorFolder,
  switchJurisdiction,
  today,
} from './regulator.test-support.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabases())('regulator files job on %s', (kind) => {
  let t: TestApp;
  let second: TestApp;
  let folder: Awaited<ReturnType<typeof regulatorFolder>>;
  const clock = manualClock();
  const day = today();
  let won: Awaited<ReturnType<typeof play>>;
  let open: Awaited<ReturnType<typeof play>>;

  const download = async (file: string) => {
    const res = await operatorCall(t, 'GET', dayUrl(API.operatorRegulatorDownload, day, file));
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  beforeAll(async () => {
    folder = await regulatorFolder();
    t = await regulatorApp(kind, folder.dir, clock);
    // A second server process on the same database and files folder.
    second = await regulatorApp(kind, folder.dir, clock, { database: t.database });
    // Played under the generic profile (the Brazilian one asks for limits and identity first), filed under BR.
    won = await play(t, 100_00n, '10.00', '25.00');
    open = await play(t, 50_00n, '5.00');
    await switchJurisdiction(t, 'BR');
    pastMidnight(clock, day);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await folder.remove();
  });

  it('writes the files once when two processes run the job at once, and not again on the next pass', async () => {
    await Promise.all([t.app.regulator.runDue(), second.app.regulator.runDue(), t.app.regulator.runDue()]);
    await t.app.regulator.runDue();
    const set = await fileSetOf(t, day);
    expect(set).toMatchObject({
      status: 'generated',
      attempts: 1,
      generation: 1,
      error: null,
      delivery: 'accepted',
      format: 'platform-csv-v1',
    });
    expect(set.submissions).toHaveLength(1);
    const keys = await localFileStore(folder.dir).list('regulator/');
    const ofDay = keys.filter((k) => k.includes(`/${day}/`));
    expect(ofDay.map((k) => k.split('/').slice(-2).join('/')).sort()).toEqual([
      '1/bets.csv',
      '1/bettors.csv',
      '1/manifest.json',
      '1/movements.csv',
    ]);
  });

  it('writes bets, bettors and movements whose counts and totals match the tables', async () => {
    const set = await fileSetOf(t, day);
    const expected = await expectedDay(t, day);
    const file = (kind: string) => set.files.find((f) => f.kind === kind)!;
    expect(file('bets')).toMatchObject({
      name: 'bets.csv',
      rows: Number(expected.bets.n),
      totals: { stake: formatMinor(BigInt(expected.bets.stake)), win: formatMinor(BigInt(expected.bets.win)) },
    });
    expect(file('bettors').rows).toBe(Number(expected.bettors.n));
    expect(file('movements')).toMatchObject({
      rows: Number(expected.movements.n),
      totals: { in: formatMinor(BigInt(expected.movements.in)), out: formatMinor(BigInt(expected.movements.out)) },
    });
    const bets = parseCsv((await download('bets')).body);
    expect(bets).toHaveLength(file('bets').rows);
    expect(bets.find((b) => b.provider_round_id === won.roundId)).toMatchObject({
      bettor_id: String(won.member.memberId),
      status: 'completed',
      stake: '10.00',
      win: '25.00',
      currency: 'BRL',
      placed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}-03:00$/),
    });
    expect(bets.find((b) => b.provider_round_id === open.roundId)).toMatchObject({
      status: 'open',
      stake: '5.00',
      win: '0.00',
      settled_at: '',
    });
    const bettors = parseCsv((await download('bettors')).body);
    // Unmasked: the file goes to the regulator.
    expect(bettors.find((b) => b.bettor_id === String(won.member.memberId))).toMatchObject({
      username: won.member.username,
      cpf: expect.stringMatching(/^\d{11}$/),
      registered_on_day: 'true',
      played_on_day: 'true',
    });
    const movements = parseCsv((await download('movements')).body);
    const mine = movements.filter((m) => m.bettor_id === String(won.member.memberId));
    expect(mine.map((m) => `${m.kind} ${m.direction} ${m.amount}`)).toEqual(
      expect.arrayContaining(['deposit in 100.00', expect.stringMatching(/^bet (out|internal) 10\.00$/)]),
    );
    // The logs never carry a CPF of the files.
    for (const b of bettors) if (b.cpf) expect(t.logs()).not.toContain(b.cpf);
  });

  it('downloads the exact bytes whose SHA-256 the manifest holds, and the manifest whose SHA-256 the day holds', async () => {
    const set = await fileSetOf(t, day);
    const manifestRes = await download('manifest');
    const manifestBytes = manifestRes.rawPayload;
    expect(sha256(manifestBytes)).toBe(set.manifestSha256);
    expect(manifestRes.headers['content-disposition']).toBe(`attachment; filename="demo-${day}-manifest.json"`);
    const manifest = JSON.parse(manifestBytes.toString('utf8')) as { day: string; files: RegulatorFileSet['files'] };
    expect(manifest).toMatchObject({ day, merchant: 'demo', format: 'platform-csv-v1', timeZone: 'America/Sao_Paulo' });
    for (const entry of manifest.files) {
      const res = await download(entry.kind);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.rawPayload.length).toBe(entry.bytes);
      expect(sha256(res.rawPayload)).toBe(entry.sha256);
      expect(res.headers['x-content-sha256']).toBe(entry.sha256);
    }
    expect(manifest.files.map((f) => f.sha256)).toEqual(set.files.map((f) => f.sha256));
  });

  it('delivers to the sandbox, which checked every file against the manifest', async () => {
    const set = await fileSetOf(t, day);
    expect(set.submissions[0]).toMatchObject({ adapter: 'sandbox', result: 'accepted', by: 'job', manifestSha256: set.manifestSha256 });
    expect(set.submissions[0]!.receipt).toMatch(/^sandbox-\d+$/);
    const stored = await readAll(localFileStore(folder.dir), `regulator/1/${day}/1/manifest.json`);
    expect(stored && sha256(stored)).toBe(set.manifestSha256);
  });
});
