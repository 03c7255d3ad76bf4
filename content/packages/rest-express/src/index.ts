export { default } from './express-middleware';
export { userLoader } from './user-loader';
