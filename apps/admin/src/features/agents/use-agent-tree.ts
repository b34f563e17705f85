import { useCallback, useState } from 'react';
import { API, agentChildrenSchema, agentTreeSchema, type AgentNode } from '@app/contract';
import { apiGet, fillPath } from '../../lib/api/api-client';

export interface Range {
  startDate?: string | undefined;
  endDate?: string | undefined;
}

interface Branch {
  nodes: AgentNode[];
  next: number | null;
}

const PAGE = 50;

/**
 * The tree as the screen holds it: the search's matches, and the direct downline of each member opened so far (page
 * by page: the server pages by id, so a branch of 100 000 costs one page at a time).
 */
export function useAgentTree() {
  const [roots, setRoots] = useState<AgentNode[] | undefined>();
  const [branches, setBranches] = useState<Record<number, Branch>>({});
  const [query, setQuery] = useState<{ username: string } & Range>({ username: '' });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>();

  const search = useCallback(async (next: { username: string } & Range) => {
    setQuery(next);
    setLoading(true);
    setError(undefined);
    try {
      const answer = await apiGet(API.operatorAgentTree, { query: { ...next }, schema: agentTreeSchema });
      setRoots(answer.nodes);
      setBranches({});
    } catch (cause) {
      setError(cause);
    } finally {
      setLoading(false);
    }
  }, []);

  const open = useCallback(
    async (id: number, more = false) => {
      const after = more ? (branches[id]?.next ?? undefined) : undefined;
      const answer = await apiGet(fillPath(API.operatorAgentChildren, { id }), {
        query: { after, limit: PAGE, startDate: query.startDate, endDate: query.endDate },
        schema: agentChildrenSchema,
      });
      setBranches((all) => ({
        ...all,
        [id]: { nodes: more ? [...(all[id]?.nodes ?? []), ...answer.nodes] : answer.nodes, next: answer.next },
      }));
    },
    [branches, query.startDate, query.endDate],
  );

  /** After a change: the matches and every opened branch again (a move changes both ends). */
  const reload = useCallback(async () => {
    const opened = Object.keys(branches).map(Number);
    await search(query);
    await Promise.all(opened.map((id) => open(id)));
  }, [branches, open, query, search]);

  return { roots, branches, query, loading, error, search, open, reload };
}

export type AgentTreeState = ReturnType<typeof useAgentTree>;
