// The storage module's public face (docs/architecture.md): other modules use only what is exported here.
export { publicUrl, uniqueTimestamp, type StorageDriver } from './driver.ts';
export { storeImageVariants } from './images.ts';
export { localDriver } from './local-driver.ts';
export { storageRoutes } from './routes.ts';
export type { S3Settings } from './s3-driver.ts';
export { readImageBuffer, readImageUpload } from './upload.ts';
