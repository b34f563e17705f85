import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog } from './error-log.js';

/** A PostgreSQL driver error as pg raises it. */
function pgError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), { name: 'error', severity: 'ERROR', ...fields });
}

describe('errors as logged', () => {
  it("drops a failed query's parameters and the database's detail, keeping the statement, the SQLSTATE and the constraint", () => {
    const cause = pgError('duplicate key value violates unique constraint "members_username_uq"', {
      code: '23505',
      constraint: 'members_username_uq',
      detail: 'Key (merchant_id, username_lower)=(1, demo_ana) already exists.',
    });
    const error = new DrizzleQueryError('insert into "members" ("username") values ($1)', ['demo_ana', '12345678909'], cause);
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toContain('demo_ana');
    expect(logged).not.toContain('12345678909');
    expect(logged).toContain('insert into \\"members\\"');
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain('"constraint":"members_username_uq"');
    expect(logged).toContain('    at ');
  });

  it('cuts the value a data exception quotes in its message', () => {
    const logged = JSON.stringify(errorForLog(pgError('invalid input syntax for type integer: "ana\'s secret"', { code: '22P02' })));
    expect(logged).not.toContain('secret');
    expect(logged).toContain('invalid input syntax for type integer');
  });

  it('keeps an ordinary fault whole', () => {
    const logged = errorForLog(new TypeError('cannot read properties of undefined'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'cannot read properties of undefined' });
  });
});
