import { Outlet } from 'react-router';
import { Card, Flex, Layout } from 'antd';
import { AppTitle } from './app-title';
import { LanguageSwitch } from './language-switch';

/** The sign-in steps and the forced password change: one card in the middle, the language switch in the corner. */
export function AuthFrame() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex justify="flex-end" style={{ padding: 16 }}>
        <LanguageSwitch />
      </Flex>
      <Flex justify="center" align="flex-start" style={{ padding: '0 16px 48px' }}>
        <Card style={{ width: '100%', maxWidth: 440 }}>
          <Flex justify="center" style={{ marginBottom: 16 }}>
            <AppTitle collapsed={false} />
          </Flex>
          <Outlet />
        </Card>
      </Flex>
    </Layout>
  );
}
