export { findApiPackages } from './find-packages.ts';
export type { ApiPackageInput, FindApiPackagesOptions } from './find-packages.ts';
export { loadTypeDocProject } from './typedoc-project.ts';
export type { LoadTypeDocProjectOptions, TypeDocProject } from './typedoc-project.ts';
export { apiModelFromTypeDoc } from './from-typedoc.ts';
export type { ApiModelFromTypeDocOptions, ApiModelFromTypeDocResult } from './from-typedoc.ts';
export { API_KINDS } from './types.ts';
export type * from './types.ts';
