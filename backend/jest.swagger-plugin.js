/**
 * The @nestjs/swagger CLI plugin (nest-cli.json) as a ts-jest AST transformer. `nest build` runs
 * the plugin, ts-jest does not: without this the OpenAPI document in tests would lack the DTOs'
 * properties that the built app documents. The options come from jest.config.js.
 */
const plugin = require('@nestjs/swagger/plugin');

module.exports = {
  name: 'nestjs-swagger-plugin',
  version: 1,
  factory: (tsCompiler, options) => plugin.before(options, tsCompiler.program),
};
