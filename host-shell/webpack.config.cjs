const site = require('../site.config.json');
const { createFederatedConfig } = require('../tools/federation/index.cjs');

module.exports = createFederatedConfig({
  name: 'host_shell',
  dir: __dirname,
  port: Number(process.env.PORT) || 3000,
  isHost: true,
  server: './src/server/index.ts',
  title: `${site.brokerName}: property in ${site.city}`,
  description: `${site.brokerName}: ${site.tagline}. Flats, plots and offices in ${site.city}, with home loan help.`,
});
