const { createFederatedConfig } = require('../tools/federation/index.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_masters',
  dir: __dirname,
  port: Number(process.env.MFE_MASTERS_PORT) || 3003,
  title: 'Master lists (mfe_masters)',
  exposes: {
    './master-screen': './src/exposed/master-screen.tsx',
  },
});
