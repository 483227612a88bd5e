const { createFederatedConfig } = require('../tools/federation/index.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_properties',
  dir: __dirname,
  port: Number(process.env.MFE_PROPERTIES_PORT) || 3002,
  title: 'Property pages (mfe_properties)',
  exposes: {
    './dashboard': './src/exposed/dashboard.tsx',
    './add-property': './src/exposed/add-property.tsx',
    './edit-property': './src/exposed/edit-property.tsx',
    './property-table': './src/exposed/property-table.tsx',
    './enquiries': './src/exposed/enquiries.tsx',
    './requirements': './src/exposed/requirements.tsx',
  },
});
