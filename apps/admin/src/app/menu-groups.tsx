import { IdcardOutlined } from '@ant-design/icons';
import type { AdminFeature } from '../lib/refine/feature';

/**
 * The menu entry that holds the operators, API keys and roles: each of those features names it as its parent. It
 * has no page of its own; it shows for whoever may read operators, as all three need.
 */
export const teamGroup: AdminFeature = {
  resources: [{ name: 'team', meta: { icon: <IdcardOutlined /> } }],
  routes: {},
  access: { team: { read: 'operators.read' } },
  pages: <></>,
};
