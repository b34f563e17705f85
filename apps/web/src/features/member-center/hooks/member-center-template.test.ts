import { describe, expect, it } from 'vitest';
import { makeStatus } from '../../../test/status-fixture';
import { memberCenterTemplate } from './member-center-template';

const withTemplate = (mobileTemplate: Record<string, string>) => {
  const base = makeStatus();
  return makeStatus({ info: { ...base.info, mobileTemplate } });
};

describe('member-centre template (SPEC §4)', () => {
  it('is the new one only when mem_cen is "1"', () => {
    expect(memberCenterTemplate(withTemplate({ mem_cen: '1' }))).toBe('new');
    expect(memberCenterTemplate(withTemplate({ mem_cen: '0', dep_func: '1' }))).toBe('base');
    expect(memberCenterTemplate(withTemplate({}))).toBe('base');
    expect(memberCenterTemplate(undefined)).toBe('base');
  });
});
