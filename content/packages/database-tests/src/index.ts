export { runDatabaseTests } from './run-database-tests';
