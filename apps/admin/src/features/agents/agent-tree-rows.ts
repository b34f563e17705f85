import type { AgentNode } from '@app/contract';
import type { AgentTreeState } from './use-agent-tree';

/** A row of the tree table: a member, a "loading" placeholder under an unopened branch, or "load more". */
export type TreeRow =
  | { kind: 'node'; key: string; node: AgentNode; children?: TreeRow[] }
  | { kind: 'placeholder'; key: string }
  | { kind: 'more'; key: string; parentId: number };

/** The nested rows of antd's tree table: opened branches hold their pages; unopened ones a placeholder (shows the arrow). */
export function treeRows(state: Pick<AgentTreeState, 'roots' | 'branches'>): TreeRow[] {
  const rowOf = (node: AgentNode, parentKey: string): TreeRow => {
    const key = `${parentKey}/${node.id}`;
    if (node.teamSize === 0) return { kind: 'node', key, node };
    const branch = state.branches[node.id];
    if (!branch) return { kind: 'node', key, node, children: [{ kind: 'placeholder', key: `${key}/…` }] };
    const children = branch.nodes.map((child) => rowOf(child, key));
    if (branch.next !== null) children.push({ kind: 'more', key: `${key}/more`, parentId: node.id });
    return { kind: 'node', key, node, children };
  };
  return (state.roots ?? []).map((node) => rowOf(node, 'r'));
}
