const { createFederatedConfig } = require('../tools/federation/index.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_users',
  dir: __dirname,
  port: Number(process.env.MFE_USERS_PORT) || 3004,
  title: 'User management (mfe_users)',
  exposes: {
    './user-management': './src/exposed/user-management.tsx',
    './personal-data': './src/exposed/personal-data.tsx',
    './activity': './src/exposed/activity.tsx',
    './messages': './src/exposed/messages.tsx',
  },
});
