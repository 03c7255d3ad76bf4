/**
 * The guide's sidebar as the content brief specifies it: category, doc id, page title,
 * sidebar label, in reading order. The build of content/ must produce exactly this.
 */
export const expectedDocs = [
  { trail: ['Introduction'], id: 'introduction', title: 'Introduction', label: 'Introduction' },
  {
    trail: ['Introduction'],
    id: 'contributing',
    title: 'Contributing to accounts-js',
    label: 'Contributing',
  },
  { trail: ['Getting started'], id: 'getting-started', title: 'Getting started', label: 'Piecing together' },
  { trail: ['Getting started'], id: 'server', title: 'Server', label: 'Server' },
  { trail: ['Getting started'], id: 'handling-errors', title: 'Handling errors', label: 'Handling errors' },
  { trail: ['Getting started'], id: 'email', title: 'Email', label: 'Email' },
  { trail: ['Getting started'], id: 'client', title: 'Client', label: 'Client' },
  { trail: ['Transports'], id: 'transports/graphql', title: 'GraphQL', label: 'GraphQL' },
  {
    trail: ['Transports', 'Rest'],
    id: 'transports/rest-express',
    title: 'Rest express',
    label: 'Rest express',
  },
  { trail: ['Transports', 'Rest'], id: 'transports/rest-client', title: 'Rest client', label: 'Rest client' },
  { trail: ['Databases'], id: 'databases/overview', title: 'Overview', label: 'Overview' },
  { trail: ['Databases'], id: 'databases/mongo', title: 'Mongo', label: 'Mongo' },
  { trail: ['Databases'], id: 'databases/redis', title: 'Redis', label: 'Redis' },
  { trail: ['Databases'], id: 'databases/typeorm', title: 'TypeORM', label: 'TypeORM' },
  { trail: ['Databases'], id: 'databases/mikro-orm', title: 'MikroORM', label: 'MikroORM' },
  { trail: ['Strategies', 'Password'], id: 'strategies/password', title: 'Password', label: 'Server' },
  {
    trail: ['Strategies', 'Password'],
    id: 'strategies/password-client',
    title: 'Password client',
    label: 'Client',
  },
  { trail: ['Strategies'], id: 'strategies/facebook', title: 'Facebook', label: 'Facebook' },
  { trail: ['Strategies'], id: 'strategies/oauth', title: 'OAuth', label: 'OAuth' },
  { trail: ['Strategies'], id: 'strategies/twitter', title: 'Twitter', label: 'Twitter' },
  { trail: ['Cookbook'], id: 'cookbook/react-native', title: 'react-native', label: 'react-native' },
] as const;

export const expectedCategories = [
  'Introduction',
  'Getting started',
  'Transports',
  'Rest',
  'Databases',
  'Strategies',
  'Password',
  'Cookbook',
];
