// The blog module's public entry.
export { BlogModule } from './blog.module';
export { BlogService } from './services/blog.service';
