const { createFederatedConfig } = require('../tools/federation/index.cjs');

/** The public pages, as the browser loads them: each page's component. */
const exposes = {
  './home': './src/exposed/home.tsx',
  './about': './src/exposed/about.tsx',
  './home-loan': './src/exposed/home-loan.tsx',
  './contact': './src/exposed/contact.tsx',
  './post-requirement': './src/exposed/post-requirement.tsx',
  './login': './src/exposed/login.tsx',
  './forgot-password': './src/exposed/forgot-password.tsx',
  './reset-password': './src/exposed/reset-password.tsx',
  './property-details': './src/exposed/property-details.tsx',
  './shortlist': './src/exposed/shortlist.tsx',
  './compare': './src/exposed/compare.tsx',
  './my-requirement': './src/exposed/my-requirement.tsx',
};

module.exports = createFederatedConfig({
  name: 'mfe_public',
  dir: __dirname,
  port: Number(process.env.MFE_PUBLIC_PORT) || 3001,
  title: 'Public pages (mfe_public)',
  exposes,
  // The same pages as the host's server loads them: each with its `load`, which reads the page's
  // data and says its head (src/server-pages/, decision 088). The browser never downloads these.
  server: {
    exposes: Object.fromEntries(
      Object.entries(exposes).map(([name, file]) => [
        name,
        file.replace('./src/exposed/', './src/server-pages/').replace(/\.tsx$/, '.ts'),
      ]),
    ),
  },
});
