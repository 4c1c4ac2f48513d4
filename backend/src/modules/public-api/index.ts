// The public API's entry: the module, and what the app's setup needs to serve its OpenAPI document.
export { PublicApiModule } from './public-api.module';
export { PublicApiDocument, buildPublicApiDocument } from './services/public-api-document.service';
