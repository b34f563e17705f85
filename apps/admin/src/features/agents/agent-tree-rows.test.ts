import { describe, expect, it } from 'vitest';
import type { AgentNode } from '@app/contract';
import { treeRows } from './agent-tree-rows';

const node = (id: number, teamSize: number): AgentNode => ({
  id,
  username: `u${id}`,
  type: teamSize ? 1 : 0,
  isAgent: teamSize > 0,
  status: 'active',
  parentId: null,
  teamSize,
  directMembers: 0,
  directAgents: 0,
  active: 0,
  deposits: '0.00',
  stakes: '0.00',
  wins: '0.00',
  rates: { RNG: '0.00', LIVE: '0.00', FISH: '0.00', PVP: '0.00', SPORTS: '0.00', ESPORTS: '0.00', LOTT: '0.00', COCKFIGHT: '0.00' },
});

describe('the rows of the agent tree', () => {
  it('gives an unopened branch a placeholder (the arrow), a leaf none, and an opened one its page and "load more"', () => {
    const rows = treeRows({ roots: [node(1, 3), node(2, 0)], branches: {} });
    expect(rows).toMatchObject([{ key: 'r/1', children: [{ kind: 'placeholder' }] }, { key: 'r/2' }]);
    expect(rows[1]).not.toHaveProperty('children');
    const opened = treeRows({ roots: [node(1, 3)], branches: { 1: { nodes: [node(5, 1), node(6, 0)], next: 6 } } });
    expect(opened[0]).toMatchObject({
      children: [
        { key: 'r/1/5', children: [{ kind: 'placeholder' }] },
        { key: 'r/1/6', kind: 'node' },
        { key: 'r/1/more', kind: 'more', parentId: 1 },
      ],
    });
    const done = treeRows({ roots: [node(1, 3)], branches: { 1: { nodes: [node(6, 0)], next: null } } });
    expect(done[0]).toMatchObject({ children: [{ key: 'r/1/6' }] });
    expect((done[0] as { children: unknown[] }).children).toHaveLength(1);
  });
});
