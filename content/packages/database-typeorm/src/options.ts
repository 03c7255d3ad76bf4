/** Options of the {@link AccountsTypeorm} adapter. */
export interface AccountsTypeormOptions {
  /**
   * Cache user lookups with TypeORM's query cache: `true` for the data
   * source's default duration, or a duration in milliseconds.
   *
   * @defaultValue `false`
   */
  cache?: boolean | number;

  /**
   * Name of the TypeORM data source the repositories belong to, when the
   * application has several. It is included in error messages.
   *
   * @defaultValue `'default'`
   */
  connectionName?: string;
}
