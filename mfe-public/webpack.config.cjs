const { createFederatedConfig } = require('../tools/federation/index.cjs');

module.exports = createFederatedConfig({
  name: 'mfe_public',
  dir: __dirname,
  port: Number(process.env.MFE_PUBLIC_PORT) || 3001,
  title: 'Public pages (mfe_public)',
  server: true,
  exposes: {
    './home': './src/exposed/home.tsx',
    './about': './src/exposed/about.tsx',
    './home-loan': './src/exposed/home-loan.tsx',
    './contact': './src/exposed/contact.tsx',
    './post-requirement': './src/exposed/post-requirement.tsx',
    './login': './src/exposed/login.tsx',
    './property-details': './src/exposed/property-details.tsx',
  },
});
